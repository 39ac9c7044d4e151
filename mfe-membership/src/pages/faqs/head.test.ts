import { faqGroups, plans } from '@shared-data/content-membership';
import * as FaqsPage from '../../exposed/FaqsPage';

describe('membership page heads', () => {
  it('marks up every question of the FAQs page, the plan prices in the answers included', async () => {
    const data = (await FaqsPage.head({}, { region: 'GLOBAL', origin: 'https://codeyatra.example' }))
      .structuredData as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(data.mainEntity).toHaveLength(faqGroups.flatMap((group) => group.items).length);
    const answers = data.mainEntity.map((question) => question.acceptedAnswer.text).join('\n');
    for (const plan of plans) expect(answers).toContain(`$${plan.price}`);
  });
});
