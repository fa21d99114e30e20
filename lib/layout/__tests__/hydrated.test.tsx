/**
 * @jest-environment jsdom
 */
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { useHydrated } from '../hydrated';

function Probe() {
  const hydrated = useHydrated();
  return <button data-ready={hydrated || undefined}>probe</button>;
}

// React's act() environment, so hydration and the render after it finish inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useHydrated', () => {
  test('is false in the page’s HTML and becomes true once the island has hydrated', async () => {
    const html = renderToString(<Probe />);
    expect(html).not.toContain('data-ready');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    // Hydration matched the server's HTML (no mismatch), and the render after it marks the control ready.
    expect(errors).toEqual([]);
    expect(container.querySelector('button')?.hasAttribute('data-ready')).toBe(true);
  });
});
