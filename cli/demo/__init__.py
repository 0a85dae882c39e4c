"""`irmixy demo`: the seed's journeys played against the API, and the demo cooks' kitchens."""
