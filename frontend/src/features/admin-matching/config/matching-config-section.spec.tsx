import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getCreateMatchingConfigMockHandler,
  getInitializeMatchingConfigDefaultsMockHandler,
  getListMatchingConfigMockHandler,
  getUpdateMatchingConfigMockHandler,
} from '../../../api/generated/admin/admin.msw';
import type { MatchingConfigDto } from '../../../api/generated/model';
import { onOperation, refusal, serveApi } from '../../../testing/api-server';
import { renderRoutes } from '../../../testing/render-routes';
import { getGetMeMockHandler } from '../../../api/generated/auth/auth.msw';
import { AOIFE_IN_FRENCH } from '../../../testing/french';
import MatchingConfigSection from './matching-config-section';

const PARAMETER: MatchingConfigDto = {
  id: 'p1',
  parameter_name: 'max_group_size',
  parameter_value: '4',
  data_type: 'integer',
  description: 'Most couples in a group.',
  is_active: true,
  read_by_engine: true,
  created_at: '',
  updated_at: '',
};
const render = () => renderRoutes('/admin-dashboard', { '/admin-dashboard': <MatchingConfigSection /> });

describe('matching configuration section', () => {
  const server = serveApi();

  it('points an empty configuration to Initialize Defaults, and says how it went', async () => {
    let configs: MatchingConfigDto[] = [];
    server.use(
      getListMatchingConfigMockHandler(() => ({ configs })),
      getInitializeMatchingConfigDefaultsMockHandler(() => {
        configs = [PARAMETER];
        return { success: true, message: 'Created 30 default parameters', created: 30 };
      }),
    );
    render();
    expect(await screen.findByText('No configuration parameters yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Initialize Defaults' }));
    expect(await screen.findByText('Defaults initialized')).toBeInTheDocument();
    expect(screen.getByText('Created 30 default parameters')).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Parameter Name' })).toBeInTheDocument();
  });

  it('shows the load failure on the screen with a retry', async () => {
    server.use(onOperation(getListMatchingConfigMockHandler, () => refusal({ statusCode: 500, error: 'Internal Server Error', message: 'boom' })));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load configuration parameters');
  });

  it('edits a value with a typed input and sends it converted, the name locked', async () => {
    const sent: unknown[] = [];
    server.use(
      getListMatchingConfigMockHandler({ configs: [PARAMETER] }),
      getUpdateMatchingConfigMockHandler(async ({ request }) => {
        sent.push(await request.json());
        return { success: true, message: 'ok', config: PARAMETER };
      }),
    );
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
    expect(sent).toEqual([{ parameter_value: 5, data_type: 'integer', description: 'Most couples in a group.', is_active: true }]);
  });

  it('toasts the server refusal of a create', async () => {
    server.use(
      getListMatchingConfigMockHandler({ configs: [] }),
      onOperation(getCreateMatchingConfigMockHandler, () =>
        refusal({ statusCode: 409, error: 'Conflict', message: "A configuration parameter named 'x' already exists." }),
      ),
    );
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

  it('speaks French to an admin who reads it: the list, its badges, the form and its checks', async () => {
    server.use(getGetMeMockHandler(AOIFE_IN_FRENCH), getListMatchingConfigMockHandler({ configs: [PARAMETER] }));
    render();
    expect(await screen.findByRole('heading', { name: 'Réglages de l’appariement' })).toBeInTheDocument();
    expect(await screen.findByText('Actif')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Nom du paramètre' })).toBeInTheDocument();
    expect(screen.getByText('nombre entier')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un paramètre' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ajouter un paramètre' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter un paramètre' }));
    expect(await dialog.findByText('Le nom du paramètre est obligatoire.')).toBeInTheDocument();
    expect(dialog.getByText('La valeur du paramètre est obligatoire.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    await userEvent.selectOptions(dialog.getByLabelText(/Type de donnée/), 'booléen');
    expect(dialog.getByRole('option', { name: 'vrai' })).toBeInTheDocument();
    expect(dialog.getByRole('option', { name: 'faux' })).toBeInTheDocument();
  });

  it('says in French how many defaults it created', async () => {
    server.use(
      getGetMeMockHandler(AOIFE_IN_FRENCH),
      getListMatchingConfigMockHandler({ configs: [] }),
      getInitializeMatchingConfigDefaultsMockHandler({ success: true, message: 'Created 1 default parameters', created: 1 }),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Initialiser les valeurs par défaut' }));
    expect(await screen.findByText('1 paramètre par défaut créé')).toBeInTheDocument();
  });
});
