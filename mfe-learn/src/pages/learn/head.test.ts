import * as LearnPage from '../../exposed/LearnPage';

const context = { region: 'GLOBAL', origin: 'https://codeyatra.example' } as const;

describe('learn page head', () => {
  it("titles the player with the course's name", () => {
    expect(LearnPage.head({ slug: 'react-masterclass' }, context)).toMatchObject({
      title: 'React Masterclass: Course Player',
    });
    expect(LearnPage.head({ slug: 'react-masterclass' }, context).redirect).toBeUndefined();
  });

  it('sends an unknown course to /404 (spec section 5)', () => {
    expect(LearnPage.head({ slug: 'nope' }, context).redirect).toBe('/404');
  });

  it("lists each course's player for the sitemap", () => {
    expect(LearnPage.sitemapPaths()).toHaveLength(10);
    expect(LearnPage.sitemapPaths()).toContain('/courses/react-masterclass/learn');
  });
});
