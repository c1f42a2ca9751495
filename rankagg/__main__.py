"""``python -m rankagg``: the command line, as the ``rankagg`` command runs it."""

from rankagg.cli import run

if __name__ == "__main__":
    run()
