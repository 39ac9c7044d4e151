/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { List, SERVER_HTML } from './test-static-markup';

describe('StaticMarkup on the server', () => {
  it('is rendered like any other markup', () => {
    expect(renderToString(<List names={['c', 'd']} />)).toBe(SERVER_HTML);
  });
});
