"""An objective's menu agrees with its name in one gender ("Destruida" / "No destruida", never "No destruido"
beside it), and the end-of-game kill line has no capital mid-sentence ("ha eliminado", "a tué")."""

import pytest

from its_desktop.domain.i18n import _, speaking
from its_desktop.domain.mission import catalog
from its_desktop.domain.referee_text import back_word, status_word


@pytest.mark.parametrize(("lang", "destroyed", "back"), [
    ("es", "Destruida", "No destruida (de vuelta en la mesa)"),
    ("fr", "Détruite", "Non détruite (de retour sur la table)"),
    ("en", "Destroyed", "Not destroyed (back on the table)"),
])
def test_the_ac2_menu_says_its_states_in_the_gender_of_its_name(lang, destroyed, back):
    ac2 = next(m for m in catalog.mission("s13/looting-and-sabotaging", 300).markers if m.group == "ac2")
    with speaking(lang):
        assert status_word("destroyed", ac2.gender) == destroyed
        assert back_word({"destroyed"}, ac2.gender) == back


def test_a_masculine_objective_keeps_the_masculine_words():
    with speaking("es"):
        assert back_word({"destroyed"}, {"es": "m"}) == "No destruido (de vuelta en la mesa)"


@pytest.mark.parametrize(("lang", "said"), [("es", "El Jugador A ha eliminado 5 Puntos de Ejército: –"),
                                            ("fr", "Le Joueur A a tué 5 Points d'Armée : –")])
def test_the_kill_line_has_no_capital_mid_sentence(lang, said):
    with speaking(lang):
        assert _("Player {player} killed {points} Army Points: {who}").format(player="A", points=5, who="–") == said
