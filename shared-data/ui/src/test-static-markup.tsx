import { StaticMarkup } from './StaticMarkup';

/** The names each render of an `Item` drew, in order: what React rendered of the list. */
export const rendered: string[] = [];

function Item({ name }: { name: string }) {
  rendered.push(name);
  return <li>{name}</li>;
}

/** A list of names in `StaticMarkup`, for its tests. */
export function List({ names }: { names: readonly string[] }) {
  return (
    <StaticMarkup as="ol" className="list" start={3} aria-label="Letters">
      {names.map((name) => (
        <Item key={name} name={name} />
      ))}
    </StaticMarkup>
  );
}

/** What the server sends for `<List names={['c', 'd']} />` (StaticMarkup.server.test.tsx checks it). */
export const SERVER_HTML = '<ol class="list" start="3" aria-label="Letters"><li>c</li><li>d</li></ol>';
