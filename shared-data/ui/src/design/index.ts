/** The design system every part draws with (issue 33; the README's "Design system" shows each). */
export {
  Button,
  ButtonLink,
  ButtonRow,
  buttonClass,
  buttonRowClass,
  buttons,
  closeButtonClass,
  type ButtonVariant,
} from './Button';
export {
  PageContainer,
  Section,
  containerClass,
  deferredClass,
  estimateOf,
  sectionClass,
  type BandEstimate,
  type BandHeight,
  type SectionTone,
} from './PageContainer';
export { SectionHeading } from './SectionHeading';
export { Card, cardClass, type CardLook, type CardTone } from './Card';
export { Stat, StatList, statClasses, type StatItem } from './Stat';
export { IconCircle, iconCircleClass, type IconCircleLook } from './IconCircle';
export { AccordionItem, accordionListClass } from './Accordion';
export { Badge, badgeClass, type BadgeTone } from './Badge';
export {
  eyebrowClass,
  gridClass,
  headingClass,
  rowClass,
  splitClass,
  spreadClass,
  stackClass,
  type EyebrowLook,
  type GridLook,
  type HeadingSize,
  type LayoutGap,
} from './Layout';
export { balancedGridClasses, balancedRows, type BalancedGridClasses, type BalancedGridLook } from './BalancedGrid';
export { coverClass } from './Cover';
export { followOnClass } from './FollowOn';
export { statusPanelClass } from './StatusPanel';
export { tagClass, type TagLook } from './Tag';
export { ListCheck } from './ListCheck';
export { Price } from './Price';
export { Wrappable } from './Wrappable';
export { StyleGuide } from './StyleGuide';
export { StickyPurchaseBar, purchaseBarCoverClass } from './StickyPurchaseBar';
