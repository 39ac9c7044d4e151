import { Link } from '@shared-data/platform/router';
import { BRAND, FOUNDED_YEAR, SOCIAL_PROOF } from '@shared-data/content-site';
import { PageHero } from '../../components/page-hero/PageHero';
import { Section } from '../../components/section/Section';
import { buttons, buttonRowClass, cardClass, gridClass } from '@shared-data/ui';
import { LEARNING_RESOURCES, WHY_CHOOSE } from './about-content';
import styles from './AboutPage.module.css';

/** `/about`: Quick Brief, Learning Resources, Community Support, Certification, Why Choose. */
export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow={`Since ${FOUNDED_YEAR}`}
        title={`About ${BRAND}`}
        lead="We teach programming the way it is practised at work: with real projects, clear roadmaps and interview-grade problem solving."
      />
      <Section title="Quick Brief" align="start">
        <div className={styles.brief}>
          <div className={styles.prose}>
            <p>
              {BRAND} was founded in {FOUNDED_YEAR} with a simple idea: people learn to code by building things, not by
              memorising syntax. What started as a handful of project-based tutorials has grown into a library of
              courses and learning paths in frontend development, backend development with Python and Django, data
              structures and algorithms, Git and job search.
            </p>
            <p>
              Today {SOCIAL_PROOF.students} students from {SOCIAL_PROOF.countries} countries learn with us, and they
              have watched {SOCIAL_PROOF.minutesWatched} minutes of lessons. Many of them now work as developers at
              start-ups and at some of the largest technology companies in the world.
            </p>
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>Founded</dt>
              <dd>{FOUNDED_YEAR}</dd>
            </div>
            <div>
              <dt>Students</dt>
              <dd>{SOCIAL_PROOF.students}</dd>
            </div>
            <div>
              <dt>Countries</dt>
              <dd>{SOCIAL_PROOF.countries}</dd>
            </div>
            <div>
              <dt>Average Rating</dt>
              <dd>{SOCIAL_PROOF.averageRating}</dd>
            </div>
          </dl>
        </div>
      </Section>
      <Section
        title="Learning Resources"
        intro="Everything you need to learn, practise and revise, in one place."
        tone="soft"
      >
        <ul className={gridClass({ gap: 4, sm: 2, lg: 4 })}>
          {LEARNING_RESOURCES.map((resource) => (
            <li key={resource.title} className={cardClass({}, styles.card)}>
              <h3>{resource.title}</h3>
              <p>{resource.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Community Support" align="start" estimate={{ phone: 30, tablet: 20, desktop: 20 }}>
        <div className={styles.prose}>
          <p>
            You never learn alone. Ask questions under any lesson, share your projects and get feedback from instructors
            and fellow students. Our support team answers every message within 24 hours, and our student community helps
            each other debug, review code and prepare for interviews.
          </p>
          <p>
            Stuck on something? <Link to="/faqs">Read the FAQs</Link> or <Link to="/contact">contact us</Link>.
          </p>
        </div>
      </Section>
      <Section title="Certification" align="start" tone="soft" estimate={{ phone: 30, tablet: 20, desktop: 20 }}>
        <div className={styles.prose}>
          <p>
            Finish a course and you receive a certificate of completion. Every certificate is verifiable online, has
            lifetime validity, and carries your completion date and a unique ID, so employers can check it in seconds.
            Add it to your resume or your LinkedIn profile and let your work speak for you.
          </p>
        </div>
      </Section>
      <Section title={`Why Choose ${BRAND}`}>
        <ul className={gridClass({ gap: 4, sm: 2, lg: 4 })}>
          {WHY_CHOOSE.map((reason) => (
            <li key={reason.title} className={cardClass({}, styles.card)}>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
        <p className={buttonRowClass(true, styles.actions)}>
          <Link to="/courses" className={buttons.primary}>
            View Courses
          </Link>
          <Link to="/membership" className={buttons.secondary}>
            Explore Membership
          </Link>
        </p>
      </Section>
    </>
  );
}
