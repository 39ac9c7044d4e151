import { render, screen, within } from '@testing-library/react';
import { INSTRUCTOR } from '@shared-data/content-site';
import { SampleCertificate } from './SampleCertificate';

function renderCertificate(courseTitle: string) {
  render(<SampleCertificate courseTitle={courseTitle} />);
  return screen.getByRole('figure', { name: 'Sample certificate' });
}

describe('SampleCertificate', () => {
  it('is a figure named “Sample certificate” that reads as a filled-in certificate for the course', () => {
    const certificate = renderCertificate('React Masterclass');
    for (const text of [
      'CodeYatra',
      'Certificate of Completion',
      'This certifies that',
      'Your Name',
      'has successfully completed',
      'React Masterclass',
    ]) {
      expect(within(certificate).getByText(text)).toBeVisible();
    }
  });

  it('carries what a certificate promises: completion date, unique ID and the instructor’s signature', () => {
    const certificate = renderCertificate('Python Programming Masterclass');
    expect(
      within(certificate)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Completed on', 'Certificate ID']);
    expect(
      within(certificate)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Your completion date', 'CY-XXXX-XXXX']);
    expect(within(certificate).getByText(INSTRUCTOR.name)).toBeVisible();
    expect(within(certificate).getByText('Python Programming Masterclass')).toBeVisible();
  });
});
