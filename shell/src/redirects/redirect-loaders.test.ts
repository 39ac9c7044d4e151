import type { LoaderFunctionArgs } from 'react-router-dom';
import { authRedirectLoader, resourceRedirectLoader } from './redirect-loaders';

const args = (type: string) =>
  ({
    params: { type },
    request: new Request(`http://localhost/resource/${type}?to=https://evil.example`),
  }) as unknown as LoaderFunctionArgs;

const location = (response: Response) => response.headers.get('Location');

describe('redirect loaders', () => {
  it('sends the auth paths to the course platform authenticate page', () => {
    expect(location(authRedirectLoader())).toBe('https://learn.codeyatra.com/learn/account/signin');
  });

  it('sends a known resource type to its document, whatever the query says', () => {
    expect(location(resourceRedirectLoader(args('python')))).toBe(
      'https://docs.codeyatra.com/resources/python-notes.pdf',
    );
  });

  it('logs an error and sends an unknown type, including django-deploy-guide, to /404', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(location(resourceRedirectLoader(args('django-deploy-guide')))).toBe('/404');
    expect(location(resourceRedirectLoader(args('toString')))).toBe('/404');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Unknown resource type "django-deploy-guide"'));
    error.mockRestore();
  });
});
