import { useId } from 'react';
import type { Plan, Region } from '@shared-data/rules';
import { ExternalLink, buttonClass } from '@shared-data/ui';
import { planOffer } from './plan-offer';
import styles from './PlanCard.module.css';

interface PlanCardProps {
  plan: Plan;
  region: Region;
  /** Heading level of the plan's title, so the card fits the outline of the page it sits on. */
  headingLevel?: 3 | 4;
}

function CheckIcon() {
  return (
    <svg className={styles.check} viewBox="0 0 20 20" aria-hidden="true">
      <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** One membership plan: price in the visitor's region, what it includes, and its checkout link. */
export function PlanCard({ plan, region, headingLevel = 3 }: PlanCardProps) {
  const offer = planOffer(plan, region);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={`${styles.card} ${plan.highlight ? styles.highlight : ''}`}
      aria-labelledby={titleId}
      data-plan={plan.type}
    >
      <div className={styles.top}>
        <Heading id={titleId} className={styles.title}>
          {plan.title}
        </Heading>
        {plan.badge && <span className={styles.badge}>{plan.badge}</span>}
      </div>
      {/* As on every price of the site: the price to pay first, then the struck-through list price. */}
      <p className={styles.priceLine}>
        <span className="visually-hidden">Price: </span>
        <span className={styles.price}>{offer.price}</span>{' '}
        {offer.listPrice && (
          <>
            <span className="visually-hidden">Original price: </span>
            <del className={styles.listPrice}>{offer.listPrice}</del>{' '}
          </>
        )}
        <span className={styles.interval}>{offer.intervalText}</span>
      </p>
      <p className={styles.description}>{plan.description}</p>
      <ul className={styles.features} aria-label={`${plan.title} includes`}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <CheckIcon />
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
