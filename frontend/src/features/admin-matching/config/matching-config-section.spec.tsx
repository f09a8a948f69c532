import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesSentTo, mockApi } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render-routes';
import MatchingConfigSection from './matching-config-section';

const PARAMETER = { id: 'p1', parameter_name: 'max_group_size', parameter_value: '4', data_type: 'integer', description: 'Most couples in a group.', is_active: true, read_by_engine: true, created_at: '', updated_at: '' };
const render = () => renderRoutes('/admin-dashboard', { '/admin-dashboard': <MatchingConfigSection /> });

describe('matching configuration section', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('points an empty configuration to Initialize Defaults, and says how it went', async () => {
    let configs: unknown[] = [];
    mockApi({
      'GET /api/admin/matching-config': () => [200, { configs }],
      'POST /api/admin/matching-config/initialize-defaults': () => {
        configs = [PARAMETER];
        return [200, { success: true, message: 'Created 30 default parameters', created: 30 }];
      },
    });
    render();
    expect(await screen.findByText('No configuration parameters yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Initialize Defaults' }));
    expect(await screen.findByText('Defaults initialized')).toBeInTheDocument();
    expect(screen.getByText('Created 30 default parameters')).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Parameter Name' })).toBeInTheDocument();
  });

  it('shows the load failure on the screen with a retry', async () => {
    mockApi({ 'GET /api/admin/matching-config': () => [500, { statusCode: 500, message: 'boom' }] });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load configuration parameters');
  });

  it('edits a value with a typed input and sends it converted, the name locked', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/matching-config': () => [200, { configs: [PARAMETER] }],
      'PUT /api/admin/matching-config/max_group_size': () => [200, { success: true, message: 'ok', config: PARAMETER }],
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit max_group_size' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Parameter' });
    expect(within(dialog).getByLabelText(/Parameter Name/)).toBeDisabled();
    const value = within(dialog).getByLabelText(/^Value/);
    expect(value).toHaveAttribute('step', '1');
    await userEvent.clear(value);
    await userEvent.type(value, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Parameter updated')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/api/admin/matching-config/max_group_size')).toEqual([{ parameter_value: 5, data_type: 'integer', description: 'Most couples in a group.', is_active: true }]);
  });

  it('toasts the server refusal of a create', async () => {
    mockApi({
      'GET /api/admin/matching-config': () => [200, { configs: [] }],
      'POST /api/admin/matching-config': () => [409, { statusCode: 409, message: "A configuration parameter named 'x' already exists." }],
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Parameter' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Parameter' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Parameter' }));
    expect(within(dialog).getByText('Parameter name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Data type is required.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Parameter Name/), 'x');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Data Type/), 'string');
    await userEvent.type(within(dialog).getByLabelText(/^Value/), 'hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Parameter' }));
    expect(await screen.findByText('Failed to create matching configuration parameter.')).toBeInTheDocument();
  });
});
