"""What every other package stands on: typed settings, files written whole, seeds, seats, the system packages."""
