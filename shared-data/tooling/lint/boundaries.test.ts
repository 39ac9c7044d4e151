/**
 * @jest-environment node
 *
 * The package boundaries the README promises ("Packages") fail `npm run lint`: a file imports only
 * the packages its workspace's package.json lists, never another package's files. Each deliberate
 * violation below is linted as if it were a file of that workspace, and must be reported; the
 * allowed forms must not be.
 */
import fs from 'node:fs';
import path from 'node:path';
import { boundaryErrors, eslint, lint, NOT_LISTED, OTHER_PACKAGE, ROOT } from './lint-files';

const file = (...lines: string[]) => `${lines.join('\n')}\nexport const used = 1;\n`;

describe('package boundaries', () => {
  it.each([
    [
      "another part's source",
      'mfe-dashboard/src/pages/dashboard/Bad.ts',
      "import { CourseCard } from '../../../../mfe-catalog/src/components/course-card/CourseCard';",
      OTHER_PACKAGE,
    ],
    [
      "a second region store, reached through the platform's files",
      'mfe-dashboard/src/pages/dashboard/Bad.ts',
      "import { regionStore } from '../../../../shared-data/platform/src/region-store';",
      OTHER_PACKAGE,
    ],
    [
      'a package the part does not list (the learn team reading the membership content)',
      'mfe-learn/src/pages/learn/Bad.ts',
      "import { plans } from '@shared-data/content-membership';",
      NOT_LISTED,
    ],
    ['Fastify in a remote', 'mfe-catalog/src/pages/about/Bad.ts', "import fastify from 'fastify';", NOT_LISTED],
    [
      'React Router imported by a part, not through the shared facade',
      'mfe-learn/src/pages/learn/Bad.tsx',
      "import { Link } from 'react-router-dom';",
      /@shared-data\/platform\/router/,
    ],
    [
      "React Router imported by the shell's browser code",
      'shell/src/layout/Bad.tsx',
      "import { Link } from 'react-router-dom';",
      /@shared-data\/platform\/router/,
    ],
    [
      'React Router imported by shared UI',
      'shared-data/ui/src/Bad.tsx',
      "import { useParams } from 'react-router';",
      NOT_LISTED,
    ],
    [
      "a deep import of another team's content (it would bundle the owner's file)",
      'mfe-learn/src/pages/learn/Bad.ts',
      "import detail from '@shared-data/content-catalog/course-details/python';",
      /package's entry/,
    ],
    [
      'the site content reading the catalogue (not among its package dependencies)',
      'shared-data/content-site/src/Bad.ts',
      "import { courses } from '@shared-data/content-catalog';",
      NOT_LISTED,
    ],
    [
      "the catalogue's content reading the membership team's (content depends one way)",
      'shared-data/content-catalog/src/Bad.ts',
      "import { plans } from '@shared-data/content-membership';",
      NOT_LISTED,
    ],
    [
      'content importing the platform',
      'shared-data/content-catalog/src/Bad.ts',
      "import { RemoteBoundary } from '@shared-data/platform';",
      NOT_LISTED,
    ],
    [
      'a rule importing shared UI',
      'shared-data/rules/src/Bad.ts',
      "import { ExternalLink } from '@shared-data/ui';",
      NOT_LISTED,
    ],
    [
      'a rule importing shared UI by a relative path',
      'shared-data/rules/src/Bad.ts',
      "import { ExternalLink } from '../../ui/src/ExternalLink';",
      OTHER_PACKAGE,
    ],
    [
      "shared UI importing a team's content (the hook that loads it lives with the team)",
      'shared-data/ui/src/Bad.ts',
      "import { loadCourseDetail } from '@shared-data/content-catalog';",
      /team's content as props/,
    ],
    [
      "a test of shared UI reading a team's content",
      'shared-data/ui/src/Bad.test.tsx',
      "import { plans } from '@shared-data/content-membership';",
      /team's content as props/,
    ],
    [
      'the contracts importing the platform',
      'shared-data/contracts/src/Bad.ts',
      "import { usePlatform } from '@shared-data/platform';",
      NOT_LISTED,
    ],
    [
      'the platform importing the standalone app',
      'shared-data/platform/src/Bad.ts',
      "import { StandaloneApp } from '@shared-data/standalone';",
      NOT_LISTED,
    ],
    [
      'the platform importing its region store by a relative path (a second copy of a singleton)',
      'shared-data/platform/src/Bad.ts',
      "import { useRegionStore } from './region-store';",
      /@shared-data\/platform\/region-store/,
    ],
    [
      'production code importing the test helpers',
      'mfe-catalog/src/pages/about/Bad.ts',
      "import { renderSettled } from '@shared-data/testing';",
      NOT_LISTED,
    ],
  ])('fails on %s', (_name, fileName, line, message) => {
    const errors = boundaryErrors(lint(fileName, file(line)));
    expect(errors.filter((text) => message.test(text))).not.toHaveLength(0);
  });

  it('accepts the packages a part lists and its own files', () => {
    const source = file(
      "import { courses } from '@shared-data/content-catalog';",
      "import { regionStore } from '@shared-data/platform/region-store';",
      "import { ExternalLink } from '@shared-data/ui';",
      "import { Link } from '@shared-data/platform/router';",
      "import { formatPrice } from '@shared-data/rules';",
      "import type { RemotePageProps } from '@shared-data/contracts';",
      "import { countLabel } from '../count';",
      'export const all = [courses, regionStore, ExternalLink, Link, formatPrice, countLabel];',
      'export type Props = RemotePageProps;',
    );
    expect(boundaryErrors(lint('mfe-dashboard/src/pages/dashboard/Good.ts', source))).toEqual([]);
  });

  it('accepts the test helpers in a test', () => {
    const source = file("import { renderSettled } from '@shared-data/testing';", 'export const r = renderSettled;');
    expect(boundaryErrors(lint('mfe-catalog/src/pages/about/Good.test.ts', source))).toEqual([]);
  });

  describe('import cycles', () => {
    const folder = path.join(ROOT, 'mfe-dashboard', 'src', `lint-fixture-${process.pid}`);
    afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

    it('fails on two modules that import each other', () => {
      fs.mkdirSync(folder);
      fs.writeFileSync(
        path.join(folder, 'first.ts'),
        "import { second } from './second';\nexport const first = () => second;\n",
      );
      fs.writeFileSync(
        path.join(folder, 'second.ts'),
        "import { first } from './first';\nexport const second = () => first;\n",
      );
      const reports = eslint([folder]);
      const cycles = reports.flatMap((report) =>
        report.messages
          .filter((message) => message.ruleId === 'import-x/no-cycle')
          .map(() => path.basename(report.filePath)),
      );
      expect(cycles.sort()).toEqual(['first.ts', 'second.ts']);
    });

    it('accepts the same modules once one no longer imports the other', () => {
      fs.mkdirSync(folder);
      fs.writeFileSync(
        path.join(folder, 'first.ts'),
        "import { second } from './second';\nexport const first = () => second;\n",
      );
      fs.writeFileSync(path.join(folder, 'second.ts'), 'export const second = () => 2;\n');
      expect(eslint([folder]).flatMap((report) => report.messages)).toEqual([]);
    });
  });
});
