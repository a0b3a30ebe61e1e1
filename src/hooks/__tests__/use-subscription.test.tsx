import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memo } from 'react';
import { isSameData, subscribeAfterLoad, useSubscription, type Subscribe } from '../use-subscription';
import { nextTask } from '@/test/next-task';

/** A source the test drives by hand: it records every subscription and can answer the latest. */
function manualSource<T>() {
  const subscriptions: { onData: (value: T) => void; onError: (error: Error) => void; stopped: boolean }[] = [];
  const subscribe: Subscribe<T> = (onData, onError) => {
    const entry = { onData, onError, stopped: false };
    subscriptions.push(entry);
    return () => {
      entry.stopped = true;
    };
  };
  const latest = () => subscriptions[subscriptions.length - 1]!;
  return { subscribe, subscriptions, latest };
}

function Probe(props: { id: string; subscribe: Subscribe<string> | null; initial?: string; stallAfterMs?: number }) {
  const state = useSubscription(props.id, props.subscribe, {
    initial: props.initial,
    stallAfterMs: props.stallAfterMs,
  });
  const text = state.status === 'success' ? state.data : state.status === 'error' ? state.error.message : 'loading';
  return (
    <>
      <p>{`${text}${state.stalled ? ' (stalled)' : ''}`}</p>
      <button type="button" onClick={state.retry}>
        Réessayer
      </button>
    </>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSubscription', () => {
  it('is loading, follows every answer, and unsubscribes on unmount', () => {
    const source = manualSource<string>();
    const { unmount } = render(<Probe id="a" subscribe={source.subscribe} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => source.latest().onData('one'));
    expect(screen.getByText('one')).toBeInTheDocument();
    act(() => source.latest().onData('two'));
    expect(screen.getByText('two')).toBeInTheDocument();
    unmount();
    expect(source.latest().stopped).toBe(true);
  });

  it('starts from the initial value, then the live one replaces it', () => {
    const source = manualSource<string>();
    render(<Probe id="a" subscribe={source.subscribe} initial="prerendered" />);
    expect(screen.getByText('prerendered')).toBeInTheDocument();
    act(() => source.latest().onData('live'));
    expect(screen.getByText('live')).toBeInTheDocument();
  });

  it('reports an error', () => {
    const source = manualSource<string>();
    render(<Probe id="a" subscribe={source.subscribe} />);
    act(() => source.latest().onError(new Error('permission_denied')));
    expect(screen.getByText('permission_denied')).toBeInTheDocument();
  });

  it('says it is stalled when no answer comes in time, keeping what it shows, until an answer comes', () => {
    const source = manualSource<string>();
    render(<Probe id="a" subscribe={source.subscribe} initial="prerendered" stallAfterMs={10_000} />);
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.getByText('prerendered')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('prerendered (stalled)')).toBeInTheDocument();
    act(() => source.latest().onData('live'));
    expect(screen.getByText('live')).toBeInTheDocument();
  });

  it('is not stalled once it has answered', () => {
    const source = manualSource<string>();
    render(<Probe id="a" subscribe={source.subscribe} stallAfterMs={1_000} />);
    act(() => source.latest().onData('live'));
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByText('live')).toBeInTheDocument();
  });

  it('retries: subscribes afresh, keeps what it shows, and may stall again', () => {
    const source = manualSource<string>();
    render(<Probe id="a" subscribe={source.subscribe} initial="prerendered" stallAfterMs={1_000} />);
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('prerendered (stalled)')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Réessayer' }).click());
    expect(source.subscriptions).toHaveLength(2);
    expect(source.subscriptions[0]!.stopped).toBe(true);
    expect(screen.getByText('prerendered')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('prerendered (stalled)')).toBeInTheDocument();
    act(() => source.latest().onData('live'));
    expect(screen.getByText('live')).toBeInTheDocument();
  });

  it('starts over for a new key, never showing the previous key’s data, and ignores the old source', () => {
    const first = manualSource<string>();
    const second = manualSource<string>();
    const { rerender } = render(<Probe id="a" subscribe={first.subscribe} />);
    act(() => first.latest().onData('data of a'));
    rerender(<Probe id="b" subscribe={second.subscribe} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(first.latest().stopped).toBe(true);
    act(() => first.latest().onData('late data of a'));
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => second.latest().onData('data of b'));
    expect(screen.getByText('data of b')).toBeInTheDocument();
  });

  it('does not subscribe afresh when only the function’s identity changes', () => {
    const source = manualSource<string>();
    const { rerender } = render(<Probe id="a" subscribe={(d, e) => source.subscribe(d, e)} />);
    rerender(<Probe id="a" subscribe={(d, e) => source.subscribe(d, e)} />);
    expect(source.subscriptions).toHaveLength(1);
  });

  it('keeps the very value it shows when an answer repeats it, so that nothing below re-renders', () => {
    type Works = { key: string; size?: number }[];
    const source = manualSource<Works>();
    const prerendered: Works = [{ key: 'a' }, { key: 'b', size: 2 }];
    const rendered: Works[] = [];
    const List = memo(function List({ works }: { works: Works }) {
      rendered.push(works);
      return <p>{works.map((w) => w.key).join(',')}</p>;
    });
    function Page() {
      const state = useSubscription('works', source.subscribe, { initial: prerendered });
      return (
        <>
          <p>{state.answered ? 'live' : 'snapshot'}</p>
          {state.data && <List works={state.data} />}
        </>
      );
    }
    render(<Page />);
    expect(screen.getByText('snapshot')).toBeInTheDocument();
    // The same works, read afresh: new objects, an optional field present but undefined.
    act(() =>
      source.latest().onData([
        { key: 'a', size: undefined },
        { key: 'b', size: 2 },
      ]),
    );
    expect(screen.getByText('live')).toBeInTheDocument();
    expect(rendered).toEqual([prerendered]);
    expect(rendered[0]).toBe(prerendered);
    act(() => source.latest().onData([{ key: 'a' }, { key: 'b', size: 3 }]));
    expect(rendered).toHaveLength(2);
    expect(rendered[1]).toEqual([{ key: 'a' }, { key: 'b', size: 3 }]);
  });

  it('stays loading, without a stall, while there is nothing to follow', () => {
    render(<Probe id="a" subscribe={null} stallAfterMs={1_000} />);
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByText('loading')).toBeInTheDocument();
  });
});

describe('subscribeAfterLoad', () => {
  it('loads the source in a task of its own, not in the one that subscribes', async () => {
    const load = vi.fn(() => Promise.resolve(manualSource<string>()));
    subscribeAfterLoad(load, (loaded, data, error) => loaded.subscribe(data, error))(vi.fn(), vi.fn());
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    await nextTask();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('subscribes once the source is loaded and passes its answers on', async () => {
    const source = manualSource<string>();
    const onData = vi.fn();
    subscribeAfterLoad(
      () => Promise.resolve(source),
      (loaded, data, error) => loaded.subscribe(data, error),
    )(onData, vi.fn());
    await nextTask();
    source.latest().onData('x');
    expect(onData).toHaveBeenCalledWith('x');
  });

  it('reports a source that fails to load', async () => {
    const onError = vi.fn();
    subscribeAfterLoad(() => Promise.reject(new Error('chunk failed')), vi.fn())(vi.fn(), onError);
    await nextTask();
    expect(onError).toHaveBeenCalledWith(new Error('chunk failed'));
  });

  it('never subscribes when stopped before the load ends, and unsubscribes when stopped after', async () => {
    const early = manualSource<string>();
    const stopEarly = subscribeAfterLoad(
      () => Promise.resolve(early),
      (loaded, data, error) => loaded.subscribe(data, error),
    )(vi.fn(), vi.fn());
    stopEarly();
    await nextTask();
    expect(early.subscriptions).toHaveLength(0);

    const late = manualSource<string>();
    const stopLate = subscribeAfterLoad(
      () => Promise.resolve(late),
      (loaded, data, error) => loaded.subscribe(data, error),
    )(vi.fn(), vi.fn());
    await nextTask();
    stopLate();
    expect(late.latest().stopped).toBe(true);
  });
});

describe('isSameData', () => {
  it('compares JSON-shaped values by content, an undefined property being an absent one', () => {
    expect(isSameData({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(isSameData({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(isSameData(null, null)).toBe(true);
    expect(isSameData({ a: 1 }, { a: 2 })).toBe(false);
    expect(isSameData({ a: 1 }, { a: 1, b: 0 })).toBe(false);
    expect(isSameData([1, 2], [2, 1])).toBe(false);
    expect(isSameData([1], { 0: 1 })).toBe(false);
    expect(isSameData({ a: null }, { a: undefined })).toBe(false);
    expect(isSameData('1', 1)).toBe(false);
  });
});
