/** Partner onboarding runs outside the route table, so leaving it is a full page load. */
export const leavePage = (path: string) => window.location.assign(path);
