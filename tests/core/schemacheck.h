// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QString>

#include <cmath>
#include <map>

/// A JSON Schema validator for the subset of draft 2020-12 the protocol's schemas use: $ref (to a
/// file of the folder, to #/$defs/name, or both), type, const, enum, properties, required,
/// additionalProperties, items, min/maxItems, min/maxProperties, minimum, maximum, oneOf, anyOf.
/// A keyword outside the subset is itself a failure, so no schema is checked only in part.
class SchemaCheck
{
public:
    explicit SchemaCheck(const QString& folder)
    {
        for (const QString& name : QDir(folder).entryList({QStringLiteral("*.schema.json")}, QDir::Files)) {
            QFile file(QDir(folder).filePath(name));
            if (file.open(QIODevice::ReadOnly))
                m_schemas[name] = QJsonDocument::fromJson(file.readAll()).object();
        }
    }
    int count() const { return int(m_schemas.size()); }

    /// Empty when the value holds; otherwise where and why it does not.
    QString check(const QString& schemaFile, const QJsonValue& value) const
    {
        auto it = m_schemas.find(schemaFile);
        if (it == m_schemas.end())
            return QStringLiteral("no schema ") + schemaFile;
        return check(it->second, schemaFile, value, QStringLiteral("$"));
    }

private:
    QString check(
        const QJsonObject& schema, const QString& file, const QJsonValue& v, const QString& at) const
    {
        static const QSet<QString> ignored{QStringLiteral("$schema"), QStringLiteral("$id"),
            QStringLiteral("$comment"), QStringLiteral("title"), QStringLiteral("description"),
            QStringLiteral("$defs")};
        for (auto it = schema.begin(); it != schema.end(); ++it) {
            const QString key = it.key();
            const QJsonValue s = it.value();
            QString problem;
            if (ignored.contains(key))
                continue;
            if (key == QLatin1String("$ref"))
                problem = reference(s.toString(), file, v, at);
            else if (key == QLatin1String("type"))
                problem = typeOf(s, v) ? QString() : at + QStringLiteral(": not of type ") + json(s);
            else if (key == QLatin1String("const"))
                problem = v == s ? QString() : at + QStringLiteral(": not ") + json(s);
            else if (key == QLatin1String("enum"))
                problem
                    = s.toArray().contains(v) ? QString() : at + QStringLiteral(": not one of ") + json(s);
            else if (key == QLatin1String("required")) {
                for (const QJsonValue& name : s.toArray())
                    if (v.isObject() && !v.toObject().contains(name.toString()))
                        problem = at + QStringLiteral(": lacks ") + name.toString();
            } else if (key == QLatin1String("properties")) {
                const QJsonObject properties = s.toObject();
                for (auto p = properties.begin(); v.isObject() && p != properties.end() && problem.isEmpty();
                     ++p)
                    if (v.toObject().contains(p.key()))
                        problem = check(p.value().toObject(), file, v.toObject().value(p.key()),
                            at + QLatin1Char('.') + p.key());
            } else if (key == QLatin1String("additionalProperties")) {
                const QJsonObject properties = schema.value(QStringLiteral("properties")).toObject();
                const QJsonObject object = v.toObject();
                for (auto p = object.begin(); v.isObject() && p != object.end() && problem.isEmpty(); ++p)
                    if (!properties.contains(p.key())) {
                        if (s.isBool())
                            problem = s.toBool() ? QString() : at + QStringLiteral(": unexpected ") + p.key();
                        else
                            problem = check(s.toObject(), file, p.value(), at + QLatin1Char('.') + p.key());
                    }
            } else if (key == QLatin1String("items")) {
                const QJsonArray array = v.toArray();
                for (qsizetype i = 0; v.isArray() && i < array.size() && problem.isEmpty(); ++i)
                    problem = check(s.toObject(), file, array[i], at + QStringLiteral("[%1]").arg(i));
            } else if (key == QLatin1String("minItems") || key == QLatin1String("maxItems")) {
                const bool low = key == QLatin1String("minItems");
                if (v.isArray() && (low ? v.toArray().size() < s.toInt() : v.toArray().size() > s.toInt()))
                    problem = at + QStringLiteral(": ") + key + QLatin1Char(' ') + json(s);
            } else if (key == QLatin1String("minProperties") || key == QLatin1String("maxProperties")) {
                const bool low = key == QLatin1String("minProperties");
                if (v.isObject() && (low ? v.toObject().size() < s.toInt() : v.toObject().size() > s.toInt()))
                    problem = at + QStringLiteral(": ") + key + QLatin1Char(' ') + json(s);
            } else if (key == QLatin1String("minimum") || key == QLatin1String("maximum")) {
                const bool low = key == QLatin1String("minimum");
                if (v.isDouble() && (low ? v.toDouble() < s.toDouble() : v.toDouble() > s.toDouble()))
                    problem = at + QStringLiteral(": ") + key + QLatin1Char(' ') + json(s);
            } else if (key == QLatin1String("oneOf") || key == QLatin1String("anyOf")) {
                int holding = 0;
                for (const QJsonValue& alternative : s.toArray())
                    holding += check(alternative.toObject(), file, v, at).isEmpty() ? 1 : 0;
                if (key == QLatin1String("oneOf") ? holding != 1 : holding < 1)
                    problem = at
                        + QStringLiteral(": %1 of %2 alternatives hold (%3)")
                              .arg(holding)
                              .arg(s.toArray().size())
                              .arg(key);
            } else {
                problem = QStringLiteral("the schema uses '%1', which this check does not know").arg(key);
            }
            if (!problem.isEmpty())
                return problem;
        }
        return {};
    }

    QString reference(const QString& ref, const QString& file, const QJsonValue& v, const QString& at) const
    {
        const qsizetype hash = ref.indexOf(QLatin1Char('#'));
        const QString target = hash == 0 ? file : ref.left(hash < 0 ? ref.size() : hash);
        auto it = m_schemas.find(target);
        if (it == m_schemas.end())
            return QStringLiteral("no schema ") + target;
        QJsonObject schema = it->second;
        if (hash >= 0) {
            for (const QString& step : ref.mid(hash + 2).split(QLatin1Char('/'), Qt::SkipEmptyParts))
                schema = schema.value(step).toObject();
            if (schema.isEmpty())
                return QStringLiteral("no such reference ") + ref;
        }
        return check(schema, target, v, at);
    }

    static bool typeOf(const QJsonValue& type, const QJsonValue& v)
    {
        if (type.isArray()) {
            for (const QJsonValue& one : type.toArray())
                if (typeOf(one, v))
                    return true;
            return false;
        }
        const QString name = type.toString();
        if (name == QLatin1String("object"))
            return v.isObject();
        if (name == QLatin1String("array"))
            return v.isArray();
        if (name == QLatin1String("string"))
            return v.isString();
        if (name == QLatin1String("boolean"))
            return v.isBool();
        if (name == QLatin1String("null"))
            return v.isNull();
        if (name == QLatin1String("number"))
            return v.isDouble();
        if (name == QLatin1String("integer"))
            return v.isDouble() && std::floor(v.toDouble()) == v.toDouble();
        return false;
    }

    static QString json(const QJsonValue& v)
    {
        return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact))
            .mid(1)
            .chopped(1);
    }

    std::map<QString, QJsonObject> m_schemas;
};
