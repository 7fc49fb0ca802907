"""Triple Dice's prediction cards as data (``engine.triple_points.CARD_INFO``): the window shows a
card's title, band and reward from these fields and never cuts the engine's sentences apart."""

from __future__ import annotations

from fractions import Fraction

from engine import triple_points as tp


def test_the_engine_messages_keep_their_words() -> None:
    # The words every refusal and the rules reference quote, exactly as they were written by hand.
    assert tp.CARD_TEXT == {
        "zero": "zero (exactly 0 points)",
        "minimum": "minimum (more than 0, under 7)",
        "more": "more (7 up to, not including, 11)",
        "maximum": "maximum (11 or more)",
    }
    assert tp.CARDS == ("zero", "minimum", "more", "maximum")


def test_each_card_knows_its_title_and_band_words() -> None:
    assert [tp.CARD_INFO[c].title for c in tp.CARDS] == ["Zero", "Minimum", "More", "Maximum"]
    assert tp.CARD_INFO["maximum"].words == "11 or more"
    assert tp.CARD_INFO["more"].words == "7 up to, not including, 11"


def test_a_cards_numbers_are_the_edges_of_the_band_the_rules_judge() -> None:
    half = Fraction(1, 2)
    for card in tp.CARD_INFO.values():
        if card.high == card.low:  # a band of one score
            assert tp.band(card.low) == card.id and tp.band(card.low + half) != card.id
            continue
        inside = card.low + half
        assert tp.band(inside) == card.id, card
        if card.high is not None:
            assert tp.band(card.high - half) == card.id and tp.band(card.high) != card.id
        else:
            assert tp.band(card.low + 1000) == card.id


def test_the_bonus_comes_from_the_cards_reward() -> None:
    assert tp.CARD_INFO["zero"].bonus == tp.ZERO_BONUS
    assert tp.bonus("zero", Fraction(0)) == tp.ZERO_BONUS
    assert tp.bonus("more", Fraction(17, 2)) == Fraction(17, 2)  # doubled: the score again
    assert tp.bonus("maximum", Fraction(17, 2)) == 0
    assert all(tp.CARD_INFO[c].bonus is None for c in tp.CARDS if c != "zero")
