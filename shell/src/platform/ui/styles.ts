// The kit's stylesheets, imported by every primitive: whichever app renders one gets the tokens too.
import './tokens.css';
import './kit.css';
