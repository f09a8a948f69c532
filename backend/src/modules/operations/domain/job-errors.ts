import { DomainError } from '../../../kernel/domain-error';

export const JobErrors = {
  notFound: (name: string) => new DomainError('not_found', 'JOBS.NOT_FOUND', `There is no job named ${name}.`),
  running: () => new DomainError('conflict', 'JOBS.RUNNING', 'This job is running right now. Try again when it has finished.'),
};
