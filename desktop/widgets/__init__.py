"""Widgets the pages share: painted dice, labels that fit player names, and what screen readers get from them."""
