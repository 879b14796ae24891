"""The city graph against the rules' examples."""
import networkx as nx
import pytest

from kit.games.bahama_taxi import board


def test_board_has_52_areas_128_roads_and_diameter_8():
    g = board.graph()
    assert g.number_of_nodes() == 52 and g.number_of_edges() == 128
    assert nx.is_connected(g) and nx.diameter(g) == 8


@pytest.mark.parametrize("origin, destination, expected", [
    ("8♠", "8♥", 3), ("10♠", "10♣", 4), ("K♣", "10♥", 2), ("3♣", "A♦", 5),
    ("K♦", "9♣", 3), ("5♦", "2♠", 1), ("2♦", "2♥", 7), ("6♦", "8♦", 2),
])
def test_the_rules_example_fares(origin, destination, expected):
    assert board.fare(origin, destination) == expected
    assert board.fare(destination, origin) == expected
    path = board.route(origin, destination)
    assert len(path) == expected + 1
    assert all(board.adjacent(a, b) for a, b in zip(path, path[1:]))


@pytest.mark.parametrize("a, b, adjacent", [
    ("5♦", "2♠", True), ("Q♠", "A♠", True), ("A♣", "K♣", True),
    ("3♥", "5♥", False), ("A♠", "A♣", False),
])
def test_the_rules_adjacency_examples(a, b, adjacent):
    assert board.adjacent(a, b) is adjacent


def test_area_names_accept_letters_and_symbols():
    assert board.normalize("10♠") == "10S" == board.normalize("10s")
    assert board.normalize(" q♥ ") == "QH"
    with pytest.raises(ValueError, match="rank then suit"):
        board.normalize("11S")


def test_rotating_the_suits_maps_the_city_onto_itself():
    rotate = {"S": "H", "H": "C", "C": "D", "D": "S"}
    g = board.graph()
    for a, b in g.edges:
        assert g.has_edge(a[:-1] + rotate[a[-1]], b[:-1] + rotate[b[-1]])


def test_fare_table_is_symmetric_and_matches_networkx():
    table = board.fare_table()
    lengths = dict(nx.all_pairs_shortest_path_length(board.graph()))
    assert table == lengths
    assert board.fare_matrix().values.max() == 8
    assert board.fare_matrix().shape == (52, 52)
