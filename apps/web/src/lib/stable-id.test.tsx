import { act } from '@testing-library/react';
import { Profiler } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useStableId } from './stable-id';

function Field({ id }: { id?: string }) {
  const inputId = useStableId(id);
  return (
    <p>
      <label htmlFor={inputId}>Name</label>
      <input id={inputId} />
    </p>
  );
}
const Fields = () => (
  <>
    <Field />
    <Field />
    <Field id="email" />
  </>
);
/** The fields, with every commit React makes of them after the first (hydration) one recorded. */
const updates: string[] = [];
const Page = () => (
  <Profiler id="fields" onRender={(_id, phase) => phase !== 'mount' && updates.push(phase)}>
    <Fields />
  </Profiler>
);

afterEach(() => {
  document.body.innerHTML = '';
  updates.length = 0;
});

describe("Mantine's id, as our build draws it", () => {
  it('is the same on the server and after hydration, with no render after hydrating', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.appendChild(container);
    const serverIds = [...container.querySelectorAll('input')].map((input) => input.id);

    await act(async () => {
      hydrateRoot(container, <Page />);
    });

    expect([...container.querySelectorAll('input')].map((input) => input.id)).toEqual(serverIds);
    // Hydrated in one commit: Mantine's own hook drew a random id in an effect after mounting, a second commit.
    expect(updates).toEqual([]);
  });

  it('is unique in the page, has no character a CSS selector must escape, and keeps an id given', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    const ids = [...container.querySelectorAll('input')].map((input) => input.id);
    expect(new Set(ids).size).toBe(3);
    expect(ids[2]).toBe('email');
    for (const id of ids.slice(0, 2)) expect(id).toMatch(/^mantine-[^:\s]+$/);
  });
});
