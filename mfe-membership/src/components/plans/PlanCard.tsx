import { useId } from 'react';
import type { Plan, Region } from '@shared-data/rules';
import {
  ListCheck,
  ExternalLink,
  Price,
  badgeClass,
  buttonClass,
  cardClass,
  stackClass,
  gridClass,
  headingClass,
  spreadClass,
} from '@shared-data/ui';
import { planOffer } from './plan-offer';
import styles from './PlanCard.module.css';

interface PlanCardProps {
  plan: Plan;
  region: Region;
  /** Heading level of the plan's title, so the card fits the outline of the page it sits on. */
  headingLevel?: 3 | 4;
}

/** One membership plan: price in the visitor's region, what it includes, and its checkout link. */
export function PlanCard({ plan, region, headingLevel = 3 }: PlanCardProps) {
  const offer = planOffer(plan, region);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={cardClass({ tone: plan.highlight ? 'highlight' : 'plain' }, stackClass(4, styles.card))}
      aria-labelledby={titleId}
      data-plan={plan.type}
    >
      <div className={spreadClass(2, styles.top)}>
        <Heading id={titleId} className={headingClass('xl')}>
          {plan.title}
        </Heading>
        {plan.badge && <span className={badgeClass('offer', styles.ribbon)}>{plan.badge}</span>}
      </div>
      <Price amount={offer.price} original={offer.listPrice ?? undefined} note={offer.intervalText} size="large" />
      <p className={styles.description}>{plan.description}</p>
      <ul className={gridClass({ gap: 2 }, styles.features)} aria-label={`${plan.title} includes`}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <ListCheck />
            {feature}
          </li>
        ))}
      </ul>
      <ExternalLink
        href={offer.checkoutUrl}
        className={buttonClass({ variant: plan.highlight ? 'primary' : 'secondary', block: true }, styles.cta)}
      >
        {plan.buttonText}
        <span className="visually-hidden"> (opens the checkout in a new tab)</span>
      </ExternalLink>
    </article>
  );
}
