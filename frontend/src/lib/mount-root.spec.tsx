import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { mountRoot } from './mount-root';

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount((n) => n + 1)}>Clicked {count}</button>;
}

function pageRoot(markup: string, prerendered: boolean): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  if (prerendered) root.setAttribute('data-prerendered', '');
  root.innerHTML = markup;
  document.body.append(root);
  return root;
}

describe('mountRoot', () => {
  let mounted: Root | null = null;
  afterEach(() => {
    act(() => mounted?.unmount());
    mounted = null;
    document.getElementById('root')?.remove();
  });

  it('hydrates a prerendered page in place: the same button, working once hydrated', async () => {
    const root = pageRoot(renderToString(<Counter />), true);
    const prerendered = root.querySelector('button');
    mounted = mountRoot(<Counter />);
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button'));
      // A click before hydration may be replayed by React once it hydrates: any count above 0 says the button works.
      expect(screen.getByRole('button')).toHaveTextContent(/Clicked [1-9]/);
    });
    expect(screen.getByRole('button')).toBe(prerendered);
  });

  it('renders any other page over its loading state', async () => {
    pageRoot('<p>Loading…</p>', false);
    // A new root's first render, made inside act as Testing Library's render() makes it: the page React commits, no update left over.
    act(() => {
      mounted = mountRoot(<Counter />);
    });
    expect(await screen.findByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });
});
