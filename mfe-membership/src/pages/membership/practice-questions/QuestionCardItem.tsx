import type { QuestionCard as QuestionCardData } from '@shared-data/rules';
import { QuestionCard } from '@shared-data/ui';
import styles from './QuestionCardItem.module.css';

/** One practice question on the membership page; the solution is for members. */
export function QuestionCardItem({ question }: { question: QuestionCardData }) {
  return <QuestionCard question={question} footer={<p className={styles.lock}>Solution for members</p>} />;
}
