import { ownerOf } from './attribution';

const bases = {
  catalog: 'http://localhost:3001/mf-manifest.json',
  learn: 'https://cdn.example.test/learn/mf-manifest.json',
  dashboard: 'https://cdn.example.test/mf-manifest.json',
};

describe('ownerOf', () => {
  it('names the remote and version of the first script URL in a stack', () => {
    const stack = `Error: boom
    at Page (http://localhost:3001/v/3fa9c0d1e2/static/js/412.js:1:2043)
    at renderWithHooks (http://localhost:3000/static/js/vendor.js:1:100)`;
    expect(ownerOf(stack, bases)).toEqual({ part: 'catalog', version: '3fa9c0d1e2' });
  });

  it('tells apart two remotes on one origin by the deeper folder', () => {
    expect(ownerOf('at x (https://cdn.example.test/learn/v/abc/main.js:1:1)', bases)).toEqual({
      part: 'learn',
      version: 'abc',
    });
    expect(ownerOf('https://cdn.example.test/v/def/main.js', bases)).toEqual({ part: 'dashboard', version: 'def' });
  });

  it("calls a remote's unversioned file 'current', another script the shell's, and no URL unknown", () => {
    expect(ownerOf('at y (http://localhost:3001/remoteEntry.js:1:1)', bases)).toEqual({
      part: 'catalog',
      version: 'current',
    });
    expect(ownerOf('at z (http://localhost:3000/static/js/main.js:1:1)', bases)).toEqual({
      part: 'shell',
      version: 'shell',
    });
    expect(ownerOf('Error: thrown from an eval', bases)).toEqual({ part: 'unknown', version: 'unknown' });
  });

  it('never takes a version that is not a plain token', () => {
    expect(ownerOf('http://localhost:3001/v/<script>/x.js', bases)).toEqual({ part: 'catalog', version: 'current' });
  });
});
