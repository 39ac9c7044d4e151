import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { RemoteBoundary, withTimeout } from './RemoteBoundary';

const Greeting: ComponentType<{ name: string }> = ({ name }) => <h1>Hello {name}</h1>;

describe('RemoteBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a loading state, then the loaded component with its props', async () => {
    render(<RemoteBoundary label="Catalogue" load={async () => Greeting} componentProps={{ name: 'Asha' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Catalogue…');
    expect(await screen.findByRole('heading', { name: 'Hello Asha' })).toBeInTheDocument();
  });

  it('falls back when loading fails and loads again, with the next attempt number, on Retry', async () => {
    const load = jest.fn<Promise<ComponentType<{ name: string }>>, [number]>();
    load.mockRejectedValueOnce(new Error('remote down')).mockResolvedValueOnce(Greeting);
    render(<RemoteBoundary label="Catalogue" load={load} componentProps={{ name: 'Ravi' }} />);
    expect(await screen.findByRole('heading', { name: 'Catalogue is unavailable right now' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Hello Ravi' })).toBeInTheDocument();
    expect(load.mock.calls.map(([attempt]) => attempt)).toEqual([0, 1]);
  });

  it('falls back when the loaded component throws while rendering', async () => {
    const Broken: ComponentType<object> = () => {
      throw new Error('render failed');
    };
    render(<RemoteBoundary label="Pricing" variant="fragment" load={async () => Broken} componentProps={{}} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Pricing is unavailable right now' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('withTimeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('rejects a promise that does not settle in time', async () => {
    const hanging = new Promise<string>(() => undefined);
    const result = withTimeout(hanging, 6000, 'catalog/HomePage');
    jest.advanceTimersByTime(6000);
    await expect(result).rejects.toThrow('catalog/HomePage did not load within 6000 ms');
  });

  it('passes a settled value through', async () => {
    await expect(withTimeout(Promise.resolve('ok'), 6000, 'x')).resolves.toBe('ok');
  });
});
