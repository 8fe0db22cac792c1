import type { ComponentType } from 'react';

/**
 * The console's pages, each its own chunk. routes.tsx reaches them through this one small module rather than importing
 * each page itself: every dynamic import in routes.tsx lands in the shopper's entry script with the list of files its
 * chunk needs (Vite's preload map), and five of them weighed 1 kB gzip there. One import of this file weighs a line.
 */
const pages = {
  frame: () => import('./console-frame'),
  queue: () => import('./queue-page'),
  signIn: () => import('./sign-in-page'),
  protocol: () => import('./protocol-page'),
  report: () => import('./reasons-report-page'),
  operators: () => import('./operators-page'),
  // Issue 45 (ADR 0078): VTEX orders the connector could not map.
  vtex: () => import('./vtex-unmapped-page'),
  // Issue 47 (ADR 0089): the background jobs given up after their last attempt.
  jobs: () => import('./failed-jobs-page'),
  // Issue 27 (ADR 0047): the programme's dashboard and a protocol's receiving slip.
  dashboard: () => import('./dashboard-page'),
  slip: () => import('./slip-page'),
  // Issue 27 (ADR 0046): the policy settings, the settings feature's page mounted in the console (the task's layout):
  // a lazy chunk, no settings code in the console's own; the page builds on the console.
  // eslint-disable-next-line import-x/no-restricted-paths
  settings: () => import('../../settings/routes/settings-page'),
  // Issue 26: webhook subscriptions, the webhooks feature's page mounted in the console (the task's layout). The one
  // edge from the console to that feature: a lazy chunk, no code in the console's own; the page builds on the console.
  // eslint-disable-next-line import-x/no-restricted-paths
  webhooks: () => import('../../webhooks/webhooks-page'),
  notFound: () => import('./console-not-found'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type ConsolePage = keyof typeof pages;

/** What a React Router `lazy` route resolves to. */
export async function loadPage(name: ConsolePage): Promise<{ Component: ComponentType }> {
  const module = await pages[name]();
  return { Component: module.default };
}
