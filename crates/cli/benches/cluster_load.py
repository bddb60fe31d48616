#!/usr/bin/env python3
"""Many games at once on three quizforge processes (docs/BENCHMARKS.md).

Starts three `quizforge serve` processes on a fresh PostgreSQL database,
runs `quizforge loadtest --url A,B,C --games G --players P` against them
(students spread round robin over the three; each game's teacher starts on
another process), and prints the load tool's report. The load tool checks
answer by answer (player, question) that every acknowledged answer is in
the database, once, and exits non-zero otherwise; this script checks the
database once more on its own (answers stored, none twice) and adds each
process's CPU time and peak memory, and the load average before and after.

Usage: cluster_load.py QUIZFORGE_BINARY POSTGRES_URL [GAMES] [PLAYERS] [-- LOADTEST ARGS…]
(the role needs CREATEDB; the database is dropped at the end).
Standard library only.
"""

import json
import os
import resource
import socket
import subprocess
import sys
import tempfile
import time


def psql(url, sql):
    out = subprocess.run(["psql", url, "-qtAc", sql], check=True, capture_output=True, text=True)
    return out.stdout.strip()


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(binary, url, port, logdir):
    log = open(os.path.join(logdir, f"serve-{port}.log"), "ab")
    data = os.path.join(logdir, f"data-{port}")
    process = subprocess.Popen(
        [binary, "serve", "--database-url", url, "--bind", f"127.0.0.1:{port}", "--data", data,
         "--no-rate-limits"],  # thousands of players from one address (docs/SECURITY.md)
        stdout=subprocess.DEVNULL, stderr=log)
    deadline = time.monotonic() + 60
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return process
        except OSError:
            if time.monotonic() > deadline:
                raise SystemExit("a server did not start")
            time.sleep(0.05)


def usage(pid):
    """CPU seconds (user + system) and peak RSS (MB) of a live process."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    cpu = (int(fields[11]) + int(fields[12])) / ticks
    peak = 0
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                peak = int(line.split()[1]) // 1024
    return round(cpu, 1), peak


def main():
    args = sys.argv[1:]
    extra = []
    if "--" in args:
        extra = args[args.index("--") + 1:]
        args = args[:args.index("--")]
    binary, admin = args[0], args[1]
    games = args[2] if len(args) > 2 else "50"
    players = args[3] if len(args) > 3 else "200"
    name = f"qf_bench_cluster_{os.getpid()}"
    psql(admin, f"DROP DATABASE IF EXISTS {name}")
    psql(admin, f"CREATE DATABASE {name}")
    url = admin.rsplit("/", 1)[0] + "/" + name
    logdir = tempfile.mkdtemp(prefix="quizforge-cluster-load-")
    ports = [free_port() for _ in range(3)]
    nodes = [start(binary, url, port, logdir) for port in ports]
    load_before = os.getloadavg()
    try:
        urls = ",".join(f"http://127.0.0.1:{port}" for port in ports)
        t0 = time.monotonic()
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        run = subprocess.run(
            [binary, "loadtest", "--url", urls, "--games", games, "--players", players] + extra,
            capture_output=True, text=True)
        elapsed = time.monotonic() - t0
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        loadtest_cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
        sys.stderr.write(run.stderr[-4000:])
        report = json.loads(run.stdout) if run.stdout.strip() else {}
        stored = int(psql(url, "SELECT COUNT(*) FROM answers"))
        twice = int(psql(url, "SELECT COUNT(*) FROM (SELECT player_id, question FROM answers "
                              "GROUP BY player_id, question HAVING COUNT(*) > 1) t"))
        hosts = psql(url, "SELECT address || ' ' || COUNT(*) FROM game_leases GROUP BY address "
                          "ORDER BY address").splitlines()
        report["check"] = {
            "loadtest_exit": run.returncode,
            "answers_in_database": stored,
            "answers_stored_twice": twice,
            "games_per_process": hosts,
            "servers_cpu_s_and_peak_rss_mb": [usage(node.pid) for node in nodes],
            "loadtest_cpu_s": round(loadtest_cpu, 1),
            "load_average_before": [round(x, 2) for x in load_before],
            "load_average_after": [round(x, 2) for x in os.getloadavg()],
            "wall_s": round(elapsed, 1),
        }
        print(json.dumps(report, indent=2))
        if run.returncode != 0 or twice != 0 or stored != report.get("answers_stored"):
            sys.exit(1)
    finally:
        for node in nodes:
            node.kill()
            node.wait()
        psql(admin, f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


if __name__ == "__main__":
    main()
