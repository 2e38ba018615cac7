import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BuildingIcon } from '@/components/listingIcons';
import { DASHBOARD_TARGETS } from '@/config/constants';
import { CountCard } from '@/features/dashboard/admin/CountCard';
import { renderApp, signIn } from '@tests/test-utils/render';

afterEach(() => {
  vi.useRealTimers();
});

describe('Dashboard', () => {
  it('counts up to 500, 800 and 100 with a plus, one step every 150 ms', async () => {
    vi.useFakeTimers();
    render(
      <>
        <CountCard label="Total Buildings" target={DASHBOARD_TARGETS.buildings} Icon={BuildingIcon} tone="" />
        <CountCard label="Total Lands" target={DASHBOARD_TARGETS.lands} Icon={BuildingIcon} tone="" />
        <CountCard label="Total Customers" target={DASHBOARD_TARGETS.customers} Icon={BuildingIcon} tone="" />
      </>,
    );
    const count = (label: string) => screen.getByTestId(`count-${label}`).textContent;
    expect(count('Total Buildings')).toBe('0+');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(149);
    });
    expect(count('Total Buildings')).toBe('0+');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(count('Total Buildings')).toBe('5+');
    expect(count('Total Lands')).toBe('8+');
    expect(count('Total Customers')).toBe('1+');

    for (let i = 0; i < 99; i++) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(150);
      });
    }
    expect(count('Total Buildings')).toBe('500+');
    expect(count('Total Lands')).toBe('800+');
    expect(count('Total Customers')).toBe('100+');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(count('Total Buildings')).toBe('500+');
  });

  it('shows the three counts on the dashboard', async () => {
    await signIn();
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    for (const label of ['Total Buildings', 'Total Lands', 'Total Customers']) {
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    }
  });

  it('plays a looping muted property video', async () => {
    await signIn();
    renderApp('/dashboard');
    const video = (await screen.findByLabelText('A short film of our properties')) as HTMLVideoElement;
    expect(video.loop).toBe(true);
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('poster', '/media/dashboard-poster.jpg');
  });
});
