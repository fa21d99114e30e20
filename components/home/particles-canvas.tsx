'use client';

import { useCallback, useEffect, useRef } from 'react';
import type { Container, Engine, IPlugin, ISourceOptions } from '@tsparticles/engine';
import { Particles, ParticlesProvider } from '@tsparticles/react';
import { loadSlim } from '@tsparticles/slim';

const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

/**
 * Module-level (stable) engine init, as @tsparticles/react 4 requires. It also publishes the engine as
 * `window.tsParticles`, as tsParticles' own browser bundles do, so its container API can be inspected.
 */
async function initEngine(engine: Engine) {
  const global = globalThis as { tsParticles?: Engine };
  global.tsParticles ??= engine;
  // The engine runs its plugin loaders one after another when the canvas loads. A loader that only waits for the
  // next task, before and after the slim bundle's, puts the plugins' set-up, and then the canvas's own, each in
  // a task of its own instead of one long task that a tap on a phone would wait behind.
  // (Two closures: the engine keeps its loaders in a set, where one function twice would count once.)
  await engine.pluginManager.register(() => nextTask());
  await loadSlim(engine);
  await engine.pluginManager.register(async (e) => {
    e.pluginManager.addPlugin(taskBreaks);
    await nextTask();
  });
}

/**
 * A plugin that does nothing but wait for the next task at two points of the canvas's set-up: after the other
 * plugins have joined it, and right before its 50 particles are made, which alone take about half of it. So the
 * set-up runs in three shorter tasks.
 */
const taskBreaks: IPlugin = {
  id: 'task-breaks',
  needsPlugin: () => true,
  loadOptions: () => undefined,
  getPlugin: async () => ({ preInit: nextTask, init: nextTask }),
};

/**
 * The tsParticles canvas (heavy: loaded only through HeroParticles' dynamic import). Pauses while the hero is
 * off-screen or the tab is hidden, and plays again when both are back.
 */
export function ParticlesCanvas({ options, id }: { options: ISourceOptions; id: string }) {
  const container = useRef<Container | undefined>(undefined);
  const wrapper = useRef<HTMLDivElement>(null);
  const onScreen = useRef(true);

  const sync = useCallback(() => {
    const c = container.current;
    if (!c || c.destroyed) return;
    if (onScreen.current && !document.hidden) c.play();
    else c.pause();
  }, []);

  const loaded = useCallback(
    (c?: Container) => {
      container.current = c;
      sync();
    },
    [sync],
  );

  useEffect(() => {
    const el = wrapper.current;
    if (!el) return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) onScreen.current = entry.isIntersecting;
      sync();
    });
    observer.observe(el);
    document.addEventListener('visibilitychange', sync);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', sync);
    };
  }, [sync]);

  return (
    <div ref={wrapper} className="h-full w-full">
      <ParticlesProvider init={initEngine}>
        <Particles id={id} options={options} particlesLoaded={loaded} className="h-full w-full" />
      </ParticlesProvider>
    </div>
  );
}
