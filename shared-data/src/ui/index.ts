export { useSingleOpen } from './use-single-open';
export { useShowMore } from './use-show-more';
export { ExternalLink } from './ExternalLink';
export { RatingStars } from './RatingStars';
export { FaqAccordion } from './FaqAccordion';
export { RemoteBoundary, withTimeout, type RemoteBoundaryProps } from './RemoteBoundary';
export { StandaloneApp, type StandaloneRoute } from './StandaloneApp';
export { DifficultyBadge } from './DifficultyBadge';
export { QuestionCard } from './QuestionCard';
