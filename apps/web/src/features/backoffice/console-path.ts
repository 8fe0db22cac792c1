/**
 * Where the console lives. A module of its own: the shopper's entry script imports the console's routes (to know
 * where /backoffice starts) and must carry this line only, and lib/paths builds every console address on it without
 * importing the routes (which import the pages, which import lib/paths: a cycle).
 */
export const CONSOLE_PATH = '/backoffice';
