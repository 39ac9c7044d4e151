import { useId } from 'react';
import { ratingStars } from '@shared-data/rules';
import styles from './RatingStars.module.css';

const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

/** Five stars (4 full + 1 partial for 4.5), announced as 'Rated 4.5 out of 5'. */
export function RatingStars({ rating }: { rating: number }) {
  const gradientId = useId();
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${rating} out of 5`}>
      {ratingStars(rating).map((fill, index) => (
        <svg key={index} className={styles.star} viewBox="0 0 20 20" aria-hidden="true">
          {fill === 'partial' && (
            <defs>
              <linearGradient id={gradientId}>
                <stop offset={`${Math.round((rating % 1) * 100)}%`} stopColor="currentColor" />
                <stop offset={`${Math.round((rating % 1) * 100)}%`} stopColor="currentColor" stopOpacity="0.25" />
              </linearGradient>
            </defs>
          )}
          <path
            d={STAR_PATH}
            fill={fill === 'full' ? 'currentColor' : fill === 'partial' ? `url(#${gradientId})` : 'currentColor'}
            fillOpacity={fill === 'empty' ? 0.25 : 1}
          />
        </svg>
      ))}
    </span>
  );
}
