import type { CSSProperties, ReactNode } from 'react';
import { Badge, type BadgeTone } from './Badge';
import { Button, ButtonLink, ButtonRow } from './Button';
import { AccordionItem, accordionListClass } from './Accordion';
import { Card } from './Card';
import { IconCircle } from './IconCircle';
import { PageContainer, Section } from './PageContainer';
import { Price } from './Price';
import { SectionHeading } from './SectionHeading';
import { Stat } from './Stat';
import { Wrappable } from './Wrappable';

// The guide has no stylesheet of its own (a CSS file would be kept by every part that imports
// shared-data/ui, used or not): the few layout rules it needs are written on its elements.
const grid: CSSProperties = {
  display: 'grid',
  gap: 'var(--space-4)',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
};
const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 'var(--space-3)', alignItems: 'center' };
const code: CSSProperties = { fontFamily: 'var(--font-mono)', fontSize: 'var(--text-sm)' };

const BADGE_TONES: BadgeTone[] = ['primary', 'accent', 'success', 'warning', 'danger', 'neutral', 'offer'];

const DOT = (
  <svg viewBox="0 0 24 24" fill="currentColor">
    <circle cx="12" cy="12" r="6" />
  </svg>
);

function Specimen({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: 'var(--space-3)', marginBottom: 'var(--space-6)' }}>
      <h3 style={{ margin: 0, ...code }}>{name}</h3>
      {children}
    </div>
  );
}

/**
 * The living style guide (issue 33): every component of the design system in each of its looks,
 * drawn by the components themselves. The shell shows it at /design under `npm run dev` only.
 */
export function StyleGuide() {
  return (
    <>
      <PageContainer>
        <h1>Design System</h1>
        <p>
          Every part draws with these components from <code style={code}>shared-data/ui</code>; the README&rsquo;s
          &ldquo;Design system&rdquo; says when to use which.
        </p>
      </PageContainer>
      <Section title="Buttons and Rows" eyebrow="Button, ButtonLink, ButtonRow" align="start">
        <Specimen name="primary, secondary; small">
          <div style={row}>
            <Button>Primary</Button>
            <Button variant="secondary">Secondary</Button>
            <Button size="small">Small</Button>
            <Button size="small" variant="secondary">
              Small Secondary
            </Button>
          </div>
        </Specimen>
        <Specimen name="ButtonRow: stacked, full-width and equal on phones">
          <ButtonRow>
            <ButtonLink href="#buttons">View Courses</ButtonLink>
            <ButtonLink href="#buttons" variant="secondary">
              Explore Membership
            </ButtonLink>
          </ButtonRow>
        </Specimen>
      </Section>
      <Section title="On a Dark Band" tone="dark" align="start">
        <ButtonRow>
          <Button variant="onDark">On Dark</Button>
          <Button variant="outlineOnDark">Outline on Dark</Button>
        </ButtonRow>
        <Card tone="onDark" compact>
          A card on a dark band: a faint light frame (the membership pitch&rsquo;s points).
        </Card>
      </Section>
      <Section title="Cards, Stats, Badges and Prices" eyebrow="Card, Stat, Badge, Price" tone="soft">
        <div style={grid}>
          <Card>
            <Badge>Roadmap</Badge>
            <p>A plain card: the surface, its padding, corners, border and shadow.</p>
            <Price amount="$9.99" original="$49.99" />
          </Card>
          <Card tone="highlight">
            <Badge tone="offer">50% OFF NOW</Badge>
            <Price amount="$69.99" original="$139.99" note="one-time payment" size="large" />
          </Card>
          <Card compact>
            <Stat value="100,000+" label="Students" />
          </Card>
          <Card tone="dark">
            <Stat value="4.5/5" label="Average Rating" onDark />
            <Price amount="$59.99" note="per year" onDark />
          </Card>
        </div>
        <Specimen name="IconCircle: small, medium, large; soft, onDark, surface">
          <div style={row}>
            <IconCircle size="small">{DOT}</IconCircle>
            <IconCircle>{DOT}</IconCircle>
            <IconCircle size="large" tone="surface">
              {DOT}
            </IconCircle>
            <span style={{ ...row, padding: 'var(--space-3)', background: 'var(--color-dark)' }}>
              <IconCircle tone="onDark">{DOT}</IconCircle>
            </span>
          </div>
        </Specimen>
        <Specimen name="AccordionItem: one open at a time (details name=)">
          <div className={accordionListClass}>
            <AccordionItem name="style-guide" open title="The first item starts open">
              <p>Opening another closes it; clicking the open one closes it.</p>
            </AccordionItem>
            <AccordionItem
              name="style-guide"
              title="A section"
              lead={<Badge>01</Badge>}
              aside="2h 30m"
              marker="chevron"
              divided
            >
              <p>A number before the heading, a length after it, a rule above the panel.</p>
            </AccordionItem>
          </div>
        </Specimen>
        <Specimen name="Badge tones">
          <div style={row}>
            {BADGE_TONES.map((tone) => (
              <Badge key={tone} tone={tone}>
                {tone}
              </Badge>
            ))}
          </div>
        </Specimen>
        <Specimen name="Wrappable">
          <Card compact>
            <p style={{ margin: 0, maxWidth: '9rem' }}>
              <Wrappable text="support@codeyatra.com" />
            </p>
          </Card>
        </Specimen>
      </Section>
      <PageContainer>
        <SectionHeading eyebrow="SectionHeading" intro="A heading block outside a Section: eyebrow, title, intro.">
          Headings Wrap Balanced, in Title Case
        </SectionHeading>
      </PageContainer>
    </>
  );
}
