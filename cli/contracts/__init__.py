"""`irmixy schema`: the JSON Schemas and the OpenAPI document of the API."""
