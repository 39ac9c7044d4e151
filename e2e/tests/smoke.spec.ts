import { test, expect, expectPageHeading } from './fixtures';

test('the composed site renders a catalogue page inside the shell layout', async ({ page }) => {
  await page.goto('/courses/react-masterclass');
  await expectPageHeading(page, 'React Masterclass');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page).toHaveTitle('React Masterclass / CodeYatra');
});
