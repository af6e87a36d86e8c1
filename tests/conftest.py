"""pytest configuration shared by every test folder."""

# Helpers are imported by tests, never collected: collecting them for doctests would import
# plugin_example.py, whose import registers a test mutator for the whole session.
collect_ignore = ["helpers"]

