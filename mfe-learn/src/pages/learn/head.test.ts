import * as LearnPage from '../../exposed/LearnPage';

const context = { region: 'GLOBAL', origin: 'https://codeyatra.example' } as const;

describe('learn page head', () => {
  it("titles the player with the course's name", async () => {
    expect(await LearnPage.head({ slug: 'react-masterclass' }, context)).toMatchObject({
      title: 'React Masterclass: Course Player',
    });
    expect((await LearnPage.head({ slug: 'react-masterclass' }, context)).redirect).toBeUndefined();
  });

  it('sends an unknown course to /404 (spec section 5)', async () => {
    expect((await LearnPage.head({ slug: 'nope' }, context)).redirect).toBe('/404');
  });

  it("lists each course's player for the sitemap", async () => {
    expect(await LearnPage.sitemapPaths()).toHaveLength(10);
    expect(await LearnPage.sitemapPaths()).toContain('/courses/react-masterclass/learn');
  });
});
