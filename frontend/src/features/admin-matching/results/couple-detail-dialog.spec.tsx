import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getGetCoupleCompatibilityMockHandler, getGetCoupleCompatibilityResponseMock } from '../../../api/generated/admin/admin.msw';
import type { ParticipantCoupleDto, PersonDto } from '../../../api/generated/model';
import { createQueryClient } from '../../../lib/query-client';
import { serveApi } from '../../../testing/api-server';
import { CoupleDetailDialog } from './couple-detail-dialog';

const DINNER = '11111111-1111-4111-8111-111111111111';
const COUPLE = 'c1c1c1c1-0000-4000-8000-000000000001';
const generated = getGetCoupleCompatibilityResponseMock();
const person = (first_name: string): PersonDto => ({
  first_name,
  last_name: 'Byrne',
  email: `${first_name.toLowerCase()}@example.ie`,
  location: 'Dublin, Ireland',
  date_of_birth: '1990-01-01',
  age: 36,
  gender: 'Female',
});
const couple = (couple_id: string, a: string, b: string): ParticipantCoupleDto => ({
  ...generated.couple,
  couple_id,
  users: [person(a), person(b)],
  user_one: person(a),
  user_two: person(b),
  participation_status: 'invited',
});

describe('couple-detail dialog', () => {
  const server = serveApi();

  it('shows each pair score out of 10, as the match results do', async () => {
    server.use(
      getGetCoupleCompatibilityMockHandler({
        couple: couple(COUPLE, 'Aoife', 'Cian'),
        group_id: 'g1',
        pairs: [
          {
            other_couple: couple('c2', 'Niamh', 'Darragh'),
            compatibility_score: 74,
            compatibility_reasoning: 'Both enjoy Thai food.',
            reasons: [],
            breakdown: [],
          },
        ],
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CoupleDetailDialog dinnerId={DINNER} coupleId={COUPLE} onClose={() => undefined} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/: 7\.4\/10$/)).toBeInTheDocument();
    expect(screen.queryByText(/74\/100/)).not.toBeInTheDocument();
  });
});
