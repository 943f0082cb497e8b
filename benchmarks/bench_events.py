"""Result submission throughput on a real PostgreSQL server: how many table results per second the
tournament repository takes from several stations at once.

    python benchmarks/bench_events.py [--tables 150] [--threads 8] [--repeat 3] [--sqlite]

A throwaway cluster is started the way the test fixture does it (``tests/databases.py``:
initdb into a temp dir, a free 127.0.0.1 port, fsync off) and removed afterwards. An event of 2 x tables
players is registered and paired; then every table's result is submitted through ``Events.record_result``
(with ``expected_version``, an audit row each, one transaction each) from N threads, each with its own
connection from the pool, as N stations would. Reported, median of the repeats:

- results per second from N threads, and from 1 thread (the same work in a row);
- the baseline: the same number of bare ``UPDATE event_games … WHERE id = … AND version = …`` statements,
  one transaction each, through plain psycopg on one connection (what the database alone costs);
- the ratios: N threads over 1 thread (does concurrency help or serialize?), and the repository's
  1-thread rate over the bare-SQL rate (the price of validation, locking and the audit trail).

With ``--sqlite`` the same submission also runs on an SQLite file for comparison (writers queue there).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from its_desktop.persistence.events import Events  # noqa: E402


def prepare(url: str, tables: int) -> tuple[Events, int]:
    events = Events.open(url)
    ev = events.create_event("Benchmark", "s16", who="bench")
    csv_text = "name;pin\n" + "\n".join(f"Player {i};{i:06d}" for i in range(2 * tables))
    events.import_players_csv(ev.id, csv_text, who="bench")
    events.set_round(ev.id, 1, "s16/supremacy", who="bench")
    events.save_pairings(ev.id, events.pair(ev.id, 1, seed=1), who="bench")
    return events, ev.id


def submit(events: Events, event_id: int, threads: int, value: int) -> float:
    """Every table's result from ``threads`` threads; seconds taken."""
    games = events.games(event_id, 1)
    errors: list[BaseException] = []
    barrier = threading.Barrier(threads + 1)

    def work(t: int) -> None:
        barrier.wait()
        try:
            for g in games[t::threads]:
                events.record_result(g.id, value % 11, (value + 3) % 11, 100 + value % 50, 150, f"station {t}",
                                     g.version)
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    pool = [threading.Thread(target=work, args=(t,)) for t in range(threads)]
    for p in pool:
        p.start()
    barrier.wait()
    start = time.perf_counter()
    for p in pool:
        p.join()
    took = time.perf_counter() - start
    if errors:
        raise errors[0]
    landed = sum(1 for g in events.games(event_id, 1) if g.op_a == value % 11)
    assert landed == len(games), f"only {landed} of {len(games)} results landed"
    return took


def bare_sql(cluster, dbname: str, schema: str, ids: list[int]) -> float:
    import psycopg

    with psycopg.connect(host="127.0.0.1", port=cluster.port, user="postgres", dbname=dbname,
                         autocommit=False) as conn:
        conn.execute(f"SET search_path TO {schema}")
        conn.commit()
        start = time.perf_counter()
        for i in ids:
            conn.execute("UPDATE event_games SET op_a = 1, op_b = 2, vp_a = 3, vp_b = 4, version = version + 1 "
                         "WHERE id = %s AND version = version", (i,))
            conn.commit()
        return time.perf_counter() - start


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tables", type=int, default=150)
    ap.add_argument("--threads", type=int, default=8)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--sqlite", action="store_true", help="also measure an SQLite file")
    args = ap.parse_args()

    from tests.databases import psycopg_connect, start_cluster, stop_cluster

    cluster = start_cluster()
    try:
        cluster.sql("CREATE DATABASE its_bench")
        with psycopg_connect(cluster, "its_bench") as conn:
            conn.execute("CREATE SCHEMA bench")
        url = f"{cluster.url('its_bench')}?options=-csearch_path%3Dbench"
        events, event_id = prepare(url, args.tables)
        try:
            # Warm up the pool (N connections) and the caches.
            submit(events, event_id, args.threads, 99)
            many = [submit(events, event_id, args.threads, k) for k in range(args.repeat)]
            one = [submit(events, event_id, 1, 50 + k) for k in range(args.repeat)]
            ids = [g.id for g in events.games(event_id, 1)]
            bare = [bare_sql(cluster, "its_bench", "bench", ids) for _ in range(args.repeat)]
        finally:
            events.close()
    finally:
        stop_cluster(cluster)

    n = args.tables
    rate_many = n / statistics.median(many)
    rate_one = n / statistics.median(one)
    rate_bare = n / statistics.median(bare)
    print(f"PostgreSQL, {n} table results, median of {args.repeat}:")
    print(f"  repository, {args.threads} threads: {rate_many:8.0f} results/s")
    print(f"  repository, 1 thread:    {rate_one:8.0f} results/s")
    print(f"  bare UPDATE, 1 thread:   {rate_bare:8.0f} statements/s (baseline)")
    print(f"  ratio {args.threads} threads / 1 thread: {rate_many / rate_one:.2f}x")
    print(f"  ratio repository / bare UPDATE (1 thread): {rate_one / rate_bare:.2f}x")

    if args.sqlite:
        with tempfile.TemporaryDirectory() as d:
            events, event_id = prepare(f"sqlite:///{d}/bench.sqlite3", n)
            try:
                submit(events, event_id, args.threads, 99)
                s_many = statistics.median(submit(events, event_id, args.threads, k) for k in range(args.repeat))
                s_one = statistics.median(submit(events, event_id, 1, 50 + k) for k in range(args.repeat))
            finally:
                events.close()
        print(f"SQLite file: {n / s_many:.0f} results/s from {args.threads} threads, {n / s_one:.0f} from 1")


if __name__ == "__main__":
    main()
