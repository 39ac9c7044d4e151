import styles from './Portrait.module.css';

export interface PortraitProps {
  /** The portrait's file (the content's avatar recipes, drawn with DiceBear when a part builds). */
  src: string;
  /** The person's name where the picture stands for them; '' where the name is printed beside it. */
  alt: string;
  /**
   * `person`: a student, in a soft circle. `instructor`: the course's teacher, larger, in a
   * ring of the brand's colour, so the one who teaches never reads as one more student.
   */
  variant?: 'person' | 'instructor';
  /** The side in CSS pixels (the file is a vector: any size is sharp). */
  size?: number;
  className?: string;
}

/** A person's illustrated portrait: the one way every part shows a student or the instructor. */
export function Portrait({ src, alt, variant = 'person', size, className }: PortraitProps) {
  const side = size ?? (variant === 'instructor' ? 128 : 56);
  return (
    <img
      className={[styles.portrait, styles[variant], className].filter(Boolean).join(' ')}
      src={src}
      alt={alt}
      width={side}
      height={side}
      loading="lazy"
      decoding="async"
    />
  );
}
