"""placeholder"""
def render_command(files, experiments="experiments", check=False):
    raise NotImplementedError
