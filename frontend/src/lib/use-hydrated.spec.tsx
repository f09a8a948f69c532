import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <p>{useHydrated() ? 'hydrated' : 'prerendered'}</p>;
}

describe('useHydrated', () => {
  it('is false in the prerender', () => {
    expect(renderToString(<Probe />)).toContain('prerendered');
  });

  it('is true once React runs the page', () => {
    render(<Probe />);
    expect(screen.getByText('hydrated')).toBeInTheDocument();
  });
});
