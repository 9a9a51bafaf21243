<%@ Page Language="C#" Inherits="ReferenceShop.DefaultPage" %>
<!DOCTYPE html>
<html lang="pl">
<head><meta charset="utf-8"><title>Sklep referencyjny</title></head>
<body>
<h1>Sklep referencyjny</h1>
<p>Metody strony: <code>POST Default.aspx/GetOptions</code>, <code>POST Default.aspx/AddCart</code> (JSON).</p>
</body>
</html>
