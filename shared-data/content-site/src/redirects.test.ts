import { resourceRedirectTarget } from './redirects';

describe('resourceRedirectTarget', () => {
  const knownTypes = [
    'backend',
    'django',
    'python',
    'django-deployment',
    'django-postgresql-database',
    'html-css',
    'javascript',
    'react',
    'tailwind',
    'git-github',
  ];

  it('sends every known resource type to its own https document', () => {
    const targets = knownTypes.map((type) => resourceRedirectTarget(type));
    for (const target of targets) expect(target).toMatch(/^https:\/\/\S+\.pdf$/);
    expect(new Set(targets).size).toBe(knownTypes.length);
  });

  it('gives null for the deploy guide, whose key has no entry, so it ends at /404', () => {
    expect(resourceRedirectTarget('django-deploy-guide')).toBeNull();
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', '', 'unknown'])('gives null for %p', (type) => {
    expect(resourceRedirectTarget(type)).toBeNull();
  });
});
