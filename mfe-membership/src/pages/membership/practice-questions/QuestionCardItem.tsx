import type { QuestionCard as QuestionCardData } from '@shared-data/rules';
import { QuestionCard } from '@shared-data/ui';
import styles from './QuestionCardItem.module.css';

function LockIcon() {
  return (
    <svg className={styles.lockIcon} viewBox="0 0 20 20" aria-hidden="true">
      <rect x="4" y="9" width="12" height="8" rx="2" fill="currentColor" />
      <path d="M7 9V6.5a3 3 0 016 0V9" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** One practice question on the membership page; the solution is for members. */
export function QuestionCardItem({ question }: { question: QuestionCardData }) {
  return (
    <QuestionCard
      question={question}
      footer={
        <p className={styles.lock}>
          <LockIcon />
          Solution for members
        </p>
      }
    />
  );
}
