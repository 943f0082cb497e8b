"""Workers still running when the app quits are stopped and joined before Python shuts down
(``ui/exit_threads.py``): a daemon thread cut off inside C++ or Rust frames aborts the process on its way out."""

import os
import subprocess
import sys
import textwrap

import pytest

pytestmark = pytest.mark.gui

PROBE = textwrap.dedent("""
    import sys, threading, time
    from its_desktop.ui import exit_threads
    stop = threading.Event()
    def work():
        while not stop.wait(0.01):  # a long piece of work, step by step
            pass
        time.sleep(0.2)  # the step under way is finished before the thread ends
        open(sys.argv[1], "w").write("ended")
    t = threading.Thread(target=work, daemon=True)
    t.start()
    exit_threads.register(t, stop.set)
    print("leaving")
""")


def test_a_worker_running_at_exit_is_stopped_and_joined(tmp_path):
    marker = tmp_path / "ended"
    run = subprocess.run([sys.executable, "-c", PROBE, str(marker)], capture_output=True, text=True, timeout=60,
                         env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert run.returncode == 0, run.stderr
    assert marker.read_text() == "ended", "the worker was cut off as Python shut down"


def test_the_limit_bounds_the_wait_for_a_worker_that_never_stops():
    import threading
    import time

    from its_desktop.ui import exit_threads

    never = threading.Event()
    t = threading.Thread(target=never.wait, args=(30,), daemon=True)
    t.start()
    try:
        started = time.monotonic()
        exit_threads.register(t)
        assert exit_threads.finish(0.2) is False
        assert time.monotonic() - started < 5
    finally:
        never.set()
        t.join(5)
