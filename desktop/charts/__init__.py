"""The statistics' charts, drawn with QPainter, and the arithmetic behind them."""
