"""No save replaces a target that is not a regular file, reached directly or through a link: tables, PDFs,
images, the stream's text files, exports, backups. Each refuses with one line naming it, before anything is
drawn or written, and the FIFO, the device node (made in the test's folder, never the real /dev) and the
link are left as they were."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from its_desktop import cli
from its_desktop.domain import files, itstable
from its_desktop.domain.itstable import TableDocument
from its_desktop.overlay.textfiles import write_atomic


@pytest.fixture(params=["fifo", "link-to-fifo", "link-to-device", "folder-link"])
def special(request, tmp_path) -> tuple[Path, str]:
    """A path a save must refuse, and the words of its one line."""
    fifo = tmp_path / "pipe.png"  # a name every command takes (render reads its format from it)
    if request.param == "fifo":
        os.mkfifo(fifo)
        return fifo, f"{fifo}: not saved: it is a pipe (FIFO), not a regular file"
    link = tmp_path / "target.png"
    if request.param == "link-to-fifo":
        os.mkfifo(fifo)
        link.symlink_to(fifo)
        return link, f"{link}: not saved: it is a link to {fifo}, which is a pipe (FIFO), not a regular file"
    if request.param == "folder-link":
        (tmp_path / "folder").mkdir()
        link.symlink_to(tmp_path / "folder")
        return link, f"{link}: "  # the PDF writers' own words: "cannot write: it is a directory"
    if os.geteuid() != 0:
        pytest.skip("making a device node needs root")
    device = tmp_path / "zero"
    os.mknod(device, stat.S_IFCHR | 0o666, os.makedev(1, 5))  # /dev/zero's numbers, in the test's folder
    link.symlink_to(device)
    return link, f"{link}: not saved: it is a link to {device}, which is a device, not a regular file"


def unchanged(path: Path) -> bool:
    target = Path(os.path.realpath(path))
    return target.exists() and not target.is_file()


def test_the_atomic_writer_refuses(special):
    path, line = special
    for write in (lambda: files.write_text(path, "x"), lambda: itstable.save(TableDocument("s16/supremacy", 300), path),
                  lambda: write_atomic(path, "12")):
        with pytest.raises(files.NotRegularFile) as caught:
            write()
        assert line in str(caught.value) and "\n" not in str(caught.value)
    assert unchanged(path) and not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]


@pytest.mark.parametrize("command", [
    ["print", "map", "s16/supremacy", "--points", "300", "--layout", "fit", "-o"],
    ["print", "sheet", "control", "-o"],
    ["render", "s16/supremacy", "--points", "300", "--size", "320x200", "-o"],
])
def test_the_command_line_refuses_with_one_line(special, command, capsys):
    path, line = special
    code = cli.main([*command, str(path)])
    err = capsys.readouterr().err
    assert code == 2 and len(err.splitlines()) == 1 and line in err, err
    assert unchanged(path)
