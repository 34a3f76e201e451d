import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { createSandboxState } from '../../../sandbox/handlers';
import { readZip } from '../../../sandbox/lib/zip';
import { setSession } from '../../api/session';
import { toaster } from '../../app/toaster';
import { activateLocale, loadCatalogs } from '../../i18n/i18n';
import { captureDownloads } from '../../test/downloads';
import { renderInRouter } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { LogTraceListView } from './LogTraceListView';

const state = createSandboxState({ clients: 0, requireAuth: false });
const server = serveSandbox(state);
let downloads: ReturnType<typeof captureDownloads> = [];
const toasts = () => vi.mocked(toaster.create).mock.calls.map(([options]) => [options.title, options.description].filter(Boolean).join(': '));

async function tables() {
  const active = await screen.findByRole('table', { name: 'Running and waiting traces' });
  const finished = screen.getByRole('table', { name: 'Finished traces' });
  await within(active).findByRole('link', { name: 'line3_telemetry' });
  return { active, finished };
}

describe('LogTraceListView', () => {
  beforeEach(() => {
    vi.spyOn(toaster, 'create').mockImplementation(() => undefined);
    downloads = captureDownloads();
  });
  afterEach(() => vi.restoreAllMocks());

  it("lists running traces apart from finished ones, with what they follow and their log size, each node's part in its hint", async () => {
    renderInRouter(<LogTraceListView />);
    const { active, finished } = await tables();
    const running = within(active).getByRole('row', { name: /line3_telemetry/ });
    expect(within(running).getByText('factory/line-3/#')).toBeVisible();
    expect(within(running).getByText('Topic')).toBeVisible();
    expect(within(running).getByText('Running')).toBeVisible();
    const debug = within(finished).getByRole('row', { name: /device_debug/ });
    expect(within(debug).getByText('温度传感器-01')).toBeVisible();
    expect(within(debug).getByText('Stopped')).toBeVisible();
    const size = within(debug).getByText(/^[\d.]+ (B|KB|MB)$/);
    expect(size.title.split('\n')).toHaveLength(3);
    expect(size.title).toMatch(/^emqx@node1\.emqx\.io: /);
    expect(within(debug).queryByRole('button', { name: 'Stop device_debug' })).not.toBeInTheDocument();
    expect(within(debug).getByRole('link', { name: 'View device_debug' })).toHaveAttribute('href', '/log-trace/detail/device_debug');
  });

  it('creates a trace (the name checked as typed, a taken name refused in the form), stops it and deletes it after confirmation', async () => {
    const user = userEvent.setup();
    renderInRouter(<LogTraceListView />);
    const { active, finished } = await tables();
    await user.click(screen.getByRole('button', { name: 'Create log trace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create log trace' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.type(name, '9lives');
    expect(within(dialog).getByText("Start with a letter; use only letters, digits, underscores and '-'")).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.clear(name);
    await user.type(name, 'device_debug');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'IP address');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('IP address is required')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /^IP address/ }), '10.0.0.11');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    // The broker's refusal, in the form, which keeps what was typed.
    expect(await within(dialog).findByText('device_debug Already Exists')).toBeVisible();
    expect(name).toHaveValue('device_debug');

    await user.clear(name);
    await user.type(name, 'edge_ip');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create log trace' })).not.toBeInTheDocument());
    expect(toasts()).toContain('Create Log Trace Successfully');
    expect(state.traces.get('edge_ip')).toMatchObject({ type: 'ip_address', filter: '10.0.0.11', formatter: 'text', payloadEncode: 'text' });
    const row = await within(active).findByRole('row', { name: /edge_ip/ });

    fireEvent.click(within(row).getByRole('button', { name: 'Stop edge_ip' }));
    await within(finished).findByRole('row', { name: /edge_ip/ });
    expect(toasts()).toContain('Stop Log Trace Successfully');

    fireEvent.click(within(finished).getByRole('button', { name: 'Delete edge_ip' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this log trace?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(finished).queryByRole('row', { name: /edge_ip/ })).not.toBeInTheDocument());
    expect(toasts()).toContain('Delete Log Trace Successfully');
    expect(state.traces.has('edge_ip')).toBe(false);
  });

  it('downloads the zip of every node or of one, and says where the log is when the download times out', async () => {
    const user = userEvent.setup();
    renderInRouter(<LogTraceListView />);
    const { finished } = await tables();
    await user.click(within(finished).getByRole('button', { name: 'Download device_debug' }));
    await user.click(await screen.findByRole('menuitem', { name: 'All nodes' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const { name: fileName, blob } = downloads[0]!;
    expect(fileName).toBe('device_debug.zip');
    const entries = readZip(new Uint8Array(await blob.arrayBuffer()));
    // The broker packs only the nodes' files that hold something (emqx_mgmt_api_trace:download_trace_log/2).
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.data.length > 0)).toBe(true);

    // One node's log: a node that logged something.
    const node = entries[0]!.name.split('-trace_')[0]!;
    await user.click(within(finished).getByRole('button', { name: 'Download device_debug' }));
    await user.click(await screen.findByRole('menuitem', { name: node }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(readZip(new Uint8Array(await downloads[1]!.blob.arrayBuffer())).map((e) => e.name)).toEqual([expect.stringMatching(new RegExp(`^${node.replace(/\./g, '\\.')}-trace_device_debug_\\d{4}-\\d\\d-\\d\\d\\.log$`))]);

    // A server that never answers: after the request timeout, where to find the files instead.
    server.use(http.get('/api/v5/trace/:name/download', () => delay('infinite')));
    await user.click(within(finished).getByRole('button', { name: 'Download device_debug' }));
    const menu = await screen.findByRole('menuitem', { name: 'All nodes' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(menu);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(20_000);
      });
    } finally {
      vi.useRealTimers();
      server.resetHandlers();
    }
    await waitFor(() => expect(toasts()).toContain("The download timed out: Downloading took too long. The trace log is in the data/trace directory of the node's server."));
    expect(downloads).toHaveLength(2);
  });

  it('for a viewer, disables create, stop and delete; viewing and downloading stay', async () => {
    setSession({ token: 't', username: 'noc-viewer', role: 'viewer', edition: 'enterprise' });
    renderInRouter(<LogTraceListView />);
    const { active } = await tables();
    expect(screen.getByRole('button', { name: 'Create log trace' })).toBeDisabled();
    expect(within(active).getByRole('button', { name: 'Stop line3_telemetry' })).toBeDisabled();
    expect(within(active).getByRole('button', { name: 'Delete line3_telemetry' })).toBeDisabled();
    expect(within(active).getByRole('button', { name: 'Download line3_telemetry' })).toBeEnabled();
    expect(within(active).getByRole('link', { name: 'View line3_telemetry' })).toBeVisible();
  });

  it('reads in Chinese', async () => {
    await act(async () => {
      await activateLocale('zh');
      await loadCatalogs(['diagnose']);
    });
    try {
      renderInRouter(<LogTraceListView />);
      expect(await screen.findByRole('heading', { level: 1, name: '日志追踪' })).toBeVisible();
      const finished = await screen.findByRole('table', { name: '已结束的追踪' });
      expect(await within(finished).findByText('已停止')).toBeVisible();
    } finally {
      await act(async () => {
        await activateLocale('en');
      });
    }
  });
});
